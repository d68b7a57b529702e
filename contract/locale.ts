export const locales = ['en', 'ko'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** The BCP 47 tag the platform's `Intl` formatters take for a language. */
export const intlLocale = (locale: Locale): string => (locale === 'ko' ? 'ko-KR' : 'en-US');

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'ko';
}

/** Picks the best supported language from an Accept-Language header. */
export function pickLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return defaultLocale;
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return (ranked.find((entry) => isLocale(entry.lang))?.lang as Locale | undefined) ?? defaultLocale;
}
