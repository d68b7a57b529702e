import { textIn, type LocalizedText } from '../../../../contract/judging.ts';
import type { Locale } from '../../../../contract/locale.ts';

/** The text in the reader's language, or the other one when that is empty. */
export function inLocale(text: LocalizedText, locale: Locale): string {
  return textIn(text, locale);
}

/** A score to two decimals in the reader's way of writing numbers; a dash when there is none. */
export function formatScore(value: number | null, locale: Locale): string {
  if (value === null) return '–';
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}
