import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contexts } from './contexts.ts';
import { cyclesOf, importGraph, sourceFiles, type ImportEdge } from './import-graph.ts';
import { tableOwners, tableWrites } from './table-writes.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** server/<context>/… → the context; the platform, and everything else (app, seed, test helpers) as "app". */
const contextOf = (file: string) => {
  const folder = /^server\/([^/]+)\//.exec(file)?.[1] ?? 'app';
  return folder === 'platform' || contexts.some((context) => context.name === folder) ? folder : 'app';
};

function contextEdges(edges: ImportEdge[]) {
  return edges
    .map((edge) => ({ ...edge, from: contextOf(edge.from), to: contextOf(edge.to), files: `${edge.from} → ${edge.to}` }))
    .filter((edge) => edge.to !== 'app' || edge.from === 'app')
    .filter((edge) => edge.from !== edge.to);
}

function uphillImports(edges: ImportEdge[]): string[] {
  const uses = new Map<string, string[]>(contexts.map((context) => [context.name, [...context.uses, 'platform']]));
  uses.set('platform', ['platform']);
  return contextEdges(edges)
    .filter((edge) => edge.from !== 'app' && edge.to !== 'app' && !uses.get(edge.from)!.includes(edge.to))
    .map((edge) => edge.files);
}

function plantedTree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'moim-house-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('the house: imports', () => {
  const server = importGraph(root, ['server']);

  it('has no import cycle between contexts', () => {
    expect(cyclesOf(contextEdges(server))).toEqual([]);
  });

  it('has each context import only the contexts below it, and the platform none', () => {
    expect(uphillImports(server)).toEqual([]);
  });

  it('has no import cycle between files that is there at run time, in server/ and web/', () => {
    const runtime = [...server, ...importGraph(root, ['web'])].filter((edge) => edge.runtime);
    expect(cyclesOf(runtime)).toEqual([]);
  });

  it('finds a planted cycle between contexts, an uphill import and a runtime cycle between files', () => {
    const dir = plantedTree({
      'server/identity/index.ts': "export { a } from './a.ts';",
      'server/identity/a.ts': "import { e } from '../events/index.ts';\nexport const a = e;",
      'server/events/index.ts': "import { a } from '../identity/index.ts';\nexport const e = a;",
      'web/one.ts': "import { two } from './two.ts';\nexport const one = two;",
      'web/two.ts': "import { one } from './one.ts';\nexport const two = one;",
      'web/types-only.ts': "import type { one } from './one.ts';\nexport type T = typeof one;",
    });
    const edges = importGraph(dir, ['server']);
    expect(cyclesOf(contextEdges(edges))).toEqual([['events', 'identity']]);
    expect(uphillImports(edges)).toEqual(['server/identity/a.ts → server/events/index.ts']);
    const web = importGraph(dir, ['web']);
    expect(cyclesOf(web.filter((edge) => edge.runtime))).toEqual([['web/one.ts', 'web/two.ts']]);
    expect(web.find((edge) => edge.from === 'web/types-only.ts')?.runtime).toBe(false);
  });
});

describe('the house: tables', () => {
  const owners = tableOwners(root);
  const production = sourceFiles(root, 'server').filter(
    (file) => !file.endsWith('.test.ts') && !file.startsWith('server/test/') && !file.startsWith('server/seed/'),
  );

  it('has every table written only by the context that owns it', () => {
    const foreign = production
      .flatMap((file) => tableWrites(file, readFileSync(path.join(root, file), 'utf8'), owners))
      .filter((write) => write.writer !== write.owner)
      .map((write) => `${write.file}:${write.line} writes ${write.table}, owned by ${write.owner}`);
    expect(foreign).toEqual([]);
  });

  it('sees every way of writing a table', () => {
    const text = [
      'await tx.insert(registrations).values(row);',
      'await tx.update( outbox ).set({});',
      'await db.delete(users).where(x);',
      "sql`${insertFromJson(events, keys, p('rows'))}`;",
      'sql`update ${communities} set name = 1`;',
      'sql`delete from ${profileCards} where true`;',
      'sql`insert into ${likes} (a) values (1)`;',
      'cache.delete(key);',
    ].join('\n');
    const writes = tableWrites('server/people/planted.ts', text, owners);
    expect(writes.map((write) => [write.line, write.table, write.owner])).toEqual([
      [1, 'registrations', 'registrations'],
      [2, 'outbox', 'platform'],
      [3, 'users', 'identity'],
      [4, 'events', 'events'],
      [5, 'communities', 'communities'],
      [6, 'profileCards', 'people'],
      [7, 'likes', 'people'],
    ]);
  });
});

/** Lines that write an API path of their own: a `/v1` string in the web, a `/v1` route registered by hand on the server. */
export function handWrittenApiPaths(file: string, text: string): string[] {
  const pattern = file.startsWith('web/')
    ? /['"`]\/v1[/'"`$]/
    : /\.(get|post|put|patch|delete|route)\(\s*(\{\s*method[^}]*url:\s*)?['"`]\/v1/;
  return text
    .split('\n')
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => pattern.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line))
    .map(({ number }) => `${file}:${number}`);
}

/**
 * Pages that must not load zod (the first download; the public event page and its budget; the event
 * lists, decision 040) name a path themselves; each is typed against its declaration or tested
 * against `pathOf`.
 */
const pathsWrittenOnPurpose = new Set([
  'web/api/client.ts',
  'web/api/app-config.ts',
  'web/session/session.ts',
  'web/public-page/published-results.ts',
  'web/features/registrations/registration/public-registration-panel.tsx',
  'web/features/events/event-page/event-page-links.ts',
  'web/features/events/event-lists/events.api.ts',
]);

describe('the house: one endpoint table', () => {
  it('has no API path written outside the endpoint table', () => {
    const files = [...sourceFiles(root, 'web'), ...sourceFiles(root, 'server')].filter(
      (file) => !/\.test\.tsx?$/.test(file) && !file.startsWith('server/test/') && !pathsWrittenOnPurpose.has(file),
    );
    const found = files.flatMap((file) => handWrittenApiPaths(file, readFileSync(path.join(root, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('finds a path in the web and a route registered by hand', () => {
    expect(handWrittenApiPaths('web/features/x.ts', "api.get(`/v1/events/${id}`);\n// '/v1/ in a comment'")).toEqual([
      'web/features/x.ts:1',
    ]);
    expect(
      handWrittenApiPaths(
        'server/events/x.ts',
        "app.get('/v1/events', handler);\nroute(app, listEvents, handler);\napi.post(`/v1/x`)",
      ),
    ).toEqual(['server/events/x.ts:1', 'server/events/x.ts:3']);
  });
});
