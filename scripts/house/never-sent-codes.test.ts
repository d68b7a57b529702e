import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../contract/errors.ts';
import { sourceFiles } from './import-graph.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

// Decision 035: one emailed-code flow never says whether an address has an account.
const neverSent = ['G01027', 'G01028', 'G09001'];

const namedIn = (text: string) => neverSent.filter((code) => text.includes(`'${code}'`));

describe('codes the spec keeps but the API never sends', () => {
  it('are in the catalogue, and named by no server code and no endpoint', () => {
    for (const code of neverSent) expect(errorCatalogue).toHaveProperty(code);
    const files = [...sourceFiles(root, 'server'), ...sourceFiles(root, 'contract/endpoints')].filter(
      (file) => !file.includes('.test.'),
    );
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => namedIn(readFileSync(path.join(root, file), 'utf8')).map((code) => `${file}: ${code}`));
    expect(found).toEqual([]);
  });

  it('finds one where it is thrown or declared', () => {
    expect(namedIn("throw new AppError('G01027');")).toEqual(['G01027']);
    expect(namedIn("errors: ['G01008', 'G09001'],")).toEqual(['G09001']);
  });
});
