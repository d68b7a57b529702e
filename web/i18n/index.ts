import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { withParticle, type Particle } from '../../contract/korean-particles.ts';
import { defaultLocale, isLocale, locales } from '../../contract/locale.ts';
import type { Locale } from '../../contract/locale.ts';
import contractEn from '../../contract/i18n/en.json' with { type: 'json' };
import contractKo from '../../contract/i18n/ko.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import ko from './ko.json' with { type: 'json' };

type Messages = Record<string, unknown>;

// Each feature keeps its own strings in web/features/<context>/<feature>/locales/{en,ko}.json,
// under a top-level key named after the feature, so features never edit one shared file.
const featureFiles = import.meta.glob<Messages>('../features/*/*/locales/*.json', { eager: true, import: 'default' });

function featureMessages(locale: Locale): Messages {
  return Object.entries(featureFiles)
    .filter(([file]) => file.endsWith(`/${locale}.json`))
    .reduce<Messages>((all, [, messages]) => ({ ...all, ...messages }), {});
}

// One namespace: the UI strings, the features' strings and the shared `errors.*` and
// `validation.*` messages, so `t('errors.eventRegistrationFull')` works anywhere.
export const resources = {
  en: { translation: { ...en, ...featureMessages('en'), ...contractEn } },
  ko: { translation: { ...ko, ...featureMessages('ko'), ...contractKo } },
};

export const i18n = i18next.createInstance();

i18n.on('languageChanged', () => {
  if (typeof document !== 'undefined') document.documentElement.lang = currentLocale();
});

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    supportedLngs: [...locales],
    fallbackLng: defaultLocale,
    initAsync: false,
    interpolation: { escapeValue: false },
    detection: {
      // A link's `?lng=` wins, then an earlier choice (cookie, storage), then the browser and the page.
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      // The cookie tells the server which language to paint /events' first HTML in (event-list-shell.ts).
      caches: ['localStorage', 'cookie'],
      lookupCookie: 'moim_lng',
      cookieMinutes: 525_600,
      cookieOptions: { path: '/', sameSite: 'lax' },
      // `ko-KR` must count as `ko`; otherwise a later exact match (the <html lang="en">) wins.
      convertDetectedLanguage: (language) => language.split('-')[0],
    },
  });

// `{{role, 으로}}` in a Korean string: the value with the particle that fits how it ends.
const particles: Particle[] = ['이/가', '을/를', '은/는', '으로/로', '와/과'];
for (const particle of particles) {
  i18n.services.formatter?.add(particle.split('/')[0], (value: unknown) => withParticle(String(value), particle));
}

export function currentLocale(): Locale {
  const language = i18n.resolvedLanguage;
  return isLocale(language) ? language : defaultLocale;
}

type LocaleSwitchListener = (locale: Locale) => void;
const switchListeners = new Set<LocaleSwitchListener>();

/**
 * Tells the listener when a person picks a language in the switch (not when it is detected).
 * The signed-in session subscribes here to store the choice with `PATCH /v1/me/locale`.
 * Returns the unsubscribe function.
 */
export function onLocaleSwitch(listener: LocaleSwitchListener): () => void {
  switchListeners.add(listener);
  return () => switchListeners.delete(listener);
}

export async function switchLocale(locale: Locale): Promise<void> {
  await i18n.changeLanguage(locale);
  for (const listener of switchListeners) listener(locale);
}
