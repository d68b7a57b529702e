import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { locales } from '../../contract/locale.ts';
import { createTranslate, type Messages } from '../i18n/translate.ts';
import { publicMessages } from './public-messages.ts';
import { publicResultsMessages } from './public-results-messages.ts';

function keysOf(tree: Messages, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

/** A value for every `{{name}}` of the template, and a count when the key has plural forms. */
function valuesFor(template: string, count: number): Record<string, string | number> {
  const names = [...template.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map(([, name]) => name);
  return { ...Object.fromEntries(names.map((name) => [name, `<${name}>`])), count };
}

const lookup = (tree: Messages, key: string) =>
  key.split('.').reduce<Messages | string>((node, part) => (node as Messages)[part], tree) as string;

describe("the public page's translator", () => {
  it.each([
    ['the page', publicMessages],
    ['a hackathon’s published results', publicResultsMessages],
  ])('says exactly what i18next says, for every string of %s in both languages', async (_, messages) => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: Object.fromEntries(locales.map((locale) => [locale, { translation: messages[locale] }])),
      lng: 'en',
      interpolation: { escapeValue: false },
    });
    for (const locale of locales) {
      const translate = createTranslate(messages[locale], locale);
      const fixed = i18n.getFixedT(locale);
      for (const key of keysOf(messages[locale])) {
        const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
        for (const count of [0, 1, 2, 7]) {
          const values = valuesFor(lookup(messages[locale], key), count);
          expect(translate(base, values), `${locale} ${base} (${count})`).toBe(fixed(base, values));
        }
      }
    }
  });

  it('answers an unknown key with the key, as i18next does', () => {
    expect(createTranslate(publicMessages.en, 'en')('eventPage.nothing.here')).toBe('eventPage.nothing.here');
  });
});
