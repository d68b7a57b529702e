// Which code writes which table, read from the source: drizzle's insert/update/delete, the batched
// statements' insertFromJson, and `insert into ${table}` / `update ${table}` / `delete from ${table}`
// in raw SQL. Matched against the owners in contexts.ts by the table-ownership test.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contexts, platformSchemas } from './contexts.ts';

export type TableWrite = { file: string; line: number; table: string; writer: string; owner: string };

const WRITES = [
  /\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g,
  /insertFromJson\(\s*(\w+)\s*,/g,
  /(?:insert\s+into|update|delete\s+from)\s+\$\{\s*(\w+)\s*\}/gi,
];

/** Each table's owner, by the JS name its schema file exports it under. */
export function tableOwners(root: string): Map<string, string> {
  const ownerOfSchema = new Map<string, string>();
  for (const context of contexts) for (const schema of context.schemas) ownerOfSchema.set(schema, context.name);
  for (const schema of platformSchemas) ownerOfSchema.set(schema, 'platform');
  const owners = new Map<string, string>();
  const directory = path.join(root, 'server/platform/db/schema');
  for (const file of readdirSync(directory).filter((name) => name.endsWith('.ts') && name !== 'index.ts')) {
    const schema = file.replace(/\.ts$/, '');
    const owner = ownerOfSchema.get(schema);
    if (!owner) throw new Error(`server/platform/db/schema/${file} has no owner in scripts/house/contexts.ts`);
    for (const match of readFileSync(path.join(directory, file), 'utf8').matchAll(/export const (\w+) = pgTable\(/g)) {
      owners.set(match[1], owner);
    }
  }
  return owners;
}

/** The context (or platform, or app for the composition root) a server file belongs to. */
export function writerOf(file: string): string {
  if (file.startsWith('server/platform/')) return 'platform';
  const folder = /^server\/([^/]+)\//.exec(file)?.[1];
  return folder && contexts.some((context) => context.name === folder) ? folder : 'app';
}

export function tableWrites(file: string, text: string, owners: Map<string, string>): TableWrite[] {
  const writes: TableWrite[] = [];
  for (const pattern of WRITES) {
    for (const match of text.matchAll(pattern)) {
      const owner = owners.get(match[1]);
      if (!owner) continue;
      const line = text.slice(0, match.index).split('\n').length;
      writes.push({ file, line, table: match[1], writer: writerOf(file), owner });
    }
  }
  return writes;
}
