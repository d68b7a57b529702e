import type { Locale } from '../../contract/locale.ts';

export type Messages = { [key: string]: string | Messages };
export type TranslateValues = Record<string, string | number>;
export type Translate = (key: string, values?: TranslateValues) => string;

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The few features of i18next the public event page needs, without i18next: dotted keys,
 * `{{name}}` values and plural forms chosen by `count` (`key_one`, `key_other`…), with the key
 * itself when nothing matches. web/public-page keeps its first download small with this; the app
 * uses i18next, and a test holds the two to the same output for the page's strings.
 */
export function createTranslate(messages: Messages, locale: Locale): Translate {
  const plurals = new Intl.PluralRules(locale);
  return (key, values = {}) => {
    const count = values.count;
    const template =
      (typeof count === 'number' ? lookup(messages, `${key}_${plurals.select(count)}`) : undefined) ?? lookup(messages, key);
    if (template === undefined) return key;
    return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}
