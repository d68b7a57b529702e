import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import contractEn from '../../contract/i18n/en.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import ko from './ko.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };

function entriesOf(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entriesOf(value, `${prefix}${key}.`),
  );
}

const keysOf = (tree: Tree) => entriesOf(tree).map(([key]) => key);

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const featuresDir = path.join(webRoot, 'features');

/** web/features/<context>/<feature>/locales/{en,ko}.json, read from disk */
function featureLocales(): { area: string; en: Tree; ko: Tree }[] {
  const folders = (dir: string) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  return folders(featuresDir)
    .flatMap((context) => folders(path.join(featuresDir, context)).map((feature) => `${context}/${feature}`))
    .filter((area) => folders(path.join(featuresDir, area)).includes('locales'))
    .map((area) => {
      const read = (locale: string) =>
        JSON.parse(readFileSync(path.join(featuresDir, area, 'locales', `${locale}.json`), 'utf8')) as Tree;
      return { area, en: read('en'), ko: read('ko') };
    });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('web translations', () => {
  it('have the same keys in English and Korean, and no empty text', () => {
    expect(keysOf(ko).sort()).toEqual(keysOf(en).sort());
    for (const [key, value] of [...entriesOf(en), ...entriesOf(ko)]) expect(value.trim(), key).not.toBe('');
  });

  it("keep each feature's strings in both languages under one top-level key of its own", () => {
    const seen = new Set(Object.keys(en));
    for (const feature of featureLocales()) {
      expect(keysOf(feature.ko).sort(), feature.area).toEqual(keysOf(feature.en).sort());
      for (const [key, value] of [...entriesOf(feature.en), ...entriesOf(feature.ko)]) expect(value.trim(), key).not.toBe('');
      for (const top of Object.keys(feature.en)) {
        expect(seen.has(top), `${feature.area}: "${top}" is already used`).toBe(false);
        seen.add(top);
      }
    }
  });

  it('do not shadow the shared errors.* and validation.* messages', () => {
    const shared = Object.keys(contractEn);
    expect(Object.keys(en).filter((key) => shared.includes(key))).toEqual([]);
  });

  it('hold every literal key the web code asks for', () => {
    const known = new Set([...keysOf(en), ...keysOf(contractEn), ...featureLocales().flatMap((f) => keysOf(f.en))]);
    const used = sourceFiles(webRoot).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\('([\w.]+)'/g)].map((match) => match[1]),
    );
    expect(used.length).toBeGreaterThan(20);
    // A plural (t('x', { count })) lives under x_one / x_other.
    expect(used.filter((key) => !known.has(key) && !known.has(`${key}_other`))).toEqual([]);
  });
});
