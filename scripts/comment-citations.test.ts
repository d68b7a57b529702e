import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { citationsIn, citesSection, findCitations, formatCitations } from './comment-citations.ts';

const repository = join(dirname(fileURLToPath(import.meta.url)), '..');

// Built from pieces, so this file holds no citation of its own for the scan to find.
const sign = '\u00a7';
const spec = 'spec';
const planted = [
  `// ${spec} ${sign}7.3`,
  `/* per 001 ${sign}4.2 */`,
  `// The rule (${spec} 000 ${sign}5).`,
  `${sign}3.1 says so`,
  `// see ${spec}/001, the URL rules`,
  `// as in ${spec} 4.2`,
  `// ${spec} section 9`,
  `  /** bytes per file (${spec}/001 ${sign} 9) */`,
];
const normal = [
  '// A handle is 3 to 50 characters (docs/events.md).',
  '/** bytes per uploaded image */',
  'const spec = imageKinds[kind];',
  'spec.frame ? { ...spec.frame } : undefined,',
  "it('answers the spec’s messages for missing title', async () => {",
  '// 2,000 members register for 100 seats; React 19.2 and Node 24.1.',
  '<section className={classes.section} aria-labelledby="answers-heading">',
];

describe('comment citations', () => {
  it('finds no line in the repository that cites a section of a specification', () => {
    expect(formatCitations(findCitations(repository))).toBe('');
  });

  it.each(planted)('catches a planted citation: %s', (line) => {
    expect(citesSection(line)).toBe(true);
  });

  it.each(normal)('lets a normal line pass: %s', (line) => {
    expect(citesSection(line)).toBe(false);
  });

  it('names the file and line of each citation', () => {
    const text = ['// fine', '', `// the limit (${spec}/001 ${sign}9)`, '// fine again'].join('\n');
    expect(formatCitations(citationsIn('web/a.ts', text))).toBe(`web/a.ts:3: // the limit (${spec}/001 ${sign}9)`);
  });

  it('walks the trees, skipping node_modules, dist and the migrations', () => {
    const root = mkdtempSync(join(tmpdir(), 'comment-citations-'));
    const put = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    try {
      const citing = `// ${spec} 000 ${sign}4\n`;
      put('server/modules/a.ts', `// fine\n${citing}`);
      put('docs/b.md', `# B\n\nText.\n${citing}`);
      put('web/ok.tsx', '// fine\n');
      put('web/node_modules/x/index.js', citing);
      put('web/dist/app.js', citing);
      put('server/platform/db/migrations/0000_init.sql', citing);
      put('elsewhere/c.ts', citing);
      expect(formatCitations(findCitations(root))).toBe(
        [`server/modules/a.ts:2: ${citing.trim()}`, `docs/b.md:4: ${citing.trim()}`].join('\n'),
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
