import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

// A particle written for both kinds of ending at once reads as a form, not as a person.
const fallback = /\((으|이|을|은|과|와|가|를|는)\)|(을|이|은|과)\((를|가|는|와)\)|(를|가|는|와)\((을|이|은|과)\)/u;

/** Every message and email template: the translation files and the sources that write emails, tests aside. */
function wordingFiles(directory: string): string[] {
  return readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : wordingFiles(relative);
    return /\.(json|tsx?)$/.test(entry.name) && !entry.name.includes('.test.') ? [relative] : [];
  });
}

const fallbacksIn = (text: string) =>
  text
    .split('\n')
    .map((line, index) => ({ line: index + 1, text: line.trim() }))
    .filter((line) => fallback.test(line.text));

describe('Korean wording', () => {
  it('leaves no "(으)로", "을(를)", "이(가)" or "은(는)" in any message or email, in either language', () => {
    const files = ['contract', 'server', 'web'].flatMap(wordingFiles);
    expect(files.filter((file) => /\/ko\.json$/.test(file)).length).toBeGreaterThan(10);
    const found = files.flatMap((file) =>
      fallbacksIn(readFileSync(path.join(root, file), 'utf8')).map((hit) => `${file}:${hit.line} ${hit.text}`),
    );
    expect(found).toEqual([]);
  });

  it('finds each kind of fallback', () => {
    for (const planted of [
      '{{email}}(으)로 보냈어요',
      '{{x}}을(를) 삭제',
      '{{x}}이(가) 아닌가요',
      '{{x}}은(는) 보여요',
      '${role}(으)로',
    ])
      expect(fallbacksIn(`"a": "${planted}"`), planted).toHaveLength(1);
    expect(fallbacksIn('"a": "멤버로 바뀌었습니다 (선택)"')).toEqual([]);
  });
});
