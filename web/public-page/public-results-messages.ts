import type { Locale } from '../../contract/locale.ts';
import judgingEn from '../features/hackathons/judging/locales/en.json' with { type: 'json' };
import judgingKo from '../features/hackathons/judging/locales/ko.json' with { type: 'json' };
import type { Messages } from '../i18n/translate.ts';

/**
 * The results' words, the app's own (`hackathonJudging.public.*`, `hackathonJudging.results.*`).
 * Only the results' chunk imports them, so the page's first download stays within its budget.
 */
export const publicResultsMessages: Record<Locale, Messages> = { en: judgingEn, ko: judgingKo };
