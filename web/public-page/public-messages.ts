import type { Locale } from '../../contract/locale.ts';
import eventPageEn from '../features/events/event-page/locales/en.json' with { type: 'json' };
import eventPageKo from '../features/events/event-page/locales/ko.json' with { type: 'json' };
import showcaseEn from '../features/hackathons/showcase/locales/en.json' with { type: 'json' };
import showcaseKo from '../features/hackathons/showcase/locales/ko.json' with { type: 'json' };
import registrationEn from '../features/registrations/registration/locales/en.json' with { type: 'json' };
import registrationKo from '../features/registrations/registration/locales/ko.json' with { type: 'json' };
import shellEn from '../i18n/en.json' with { type: 'json' };
import shellKo from '../i18n/ko.json' with { type: 'json' };
import type { Messages } from '../i18n/translate.ts';

/** The strings the public event page shows: the shell's, the page's, the registration call's and a hackathon's showcase. */
export const publicMessages: Record<Locale, Messages> = {
  en: { ...shellEn, ...eventPageEn, ...registrationEn, ...showcaseEn },
  ko: { ...shellKo, ...eventPageKo, ...registrationKo, ...showcaseKo },
};
