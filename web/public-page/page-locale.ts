import { defaultLocale, isLocale } from '../../contract/locale.ts';
import type { Locale } from '../../contract/locale.ts';

// The same places, in the same order, as the app's language detector (web/i18n/index.ts), so the
// public page and the app agree on the language: ?lng=, the i18next cookie, local and session
// storage, the browser's languages, <html lang>. The choice is kept where the app looks first.
const STORAGE_KEY = 'i18nextLng';

function fromStorage(storage: () => Storage): string | null {
  try {
    return storage().getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function fromCookie(): string | null {
  const match = /(?:^|;\s*)i18next=([^;]*)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1]) : null;
}

export function detectLocale(): Locale {
  const candidates = [
    new URLSearchParams(window.location.search).get('lng'),
    fromCookie(),
    fromStorage(() => window.localStorage),
    fromStorage(() => window.sessionStorage),
    ...navigator.languages,
    document.documentElement.lang,
  ];
  const found = candidates.map((candidate) => candidate?.split('-')[0]).find(isLocale);
  return found ?? defaultLocale;
}

export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // No storage: the language lasts as long as the page.
  }
}
