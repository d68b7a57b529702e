// The public event page's JavaScript budget (docs/decisions/006-public-event-page.md).
//
//   node scripts/check-bundle.ts [--dist <dir>] [--budget <kB>]
//
// Reads the Vite build manifest (dist/web/.vite/manifest.json) and adds up, gzipped, the JavaScript
// a visitor without a session downloads to see /events/:handle: the public page's own entry
// (web/public-event.html) and everything it imports statically. Prints each file and the total,
// then, for comparison, the same figure for the event page inside the app (a signed-in visitor,
// or someone arriving from another page of the app). Exits 1 above the budget. Build first
// (`npm run build`).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** kB gzipped: the events issue's goal for the public event page. */
export const EVENT_PAGE_BUDGET_KB = 100;
export const PUBLIC_EVENT_ENTRY = 'public-event.html';
export const APP_ENTRY = 'index.html';
export const APP_EVENT_ROUTE = 'routes/event-page.tsx';

/** The chunk keys a chunk needs before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen;
  const chunk = manifest[start];
  if (!chunk) throw new Error(`${start} is not in the build manifest`);
  seen.add(start);
  for (const key of chunk.imports ?? []) staticClosure(manifest, key, seen);
  return seen;
}

/** The JavaScript files of these chunks and everything they import statically. */
export function filesFor(manifest: Manifest, ...starts: string[]): string[] {
  const keys = new Set<string>();
  for (const start of starts) staticClosure(manifest, start, keys);
  return [...new Set([...keys].map((key) => manifest[key].file))].filter((file) => file.endsWith('.js'));
}

const kB = (bytes: number) => bytes / 1000;
const format = (bytes: number) => `${kB(bytes).toFixed(1).padStart(7)} kB`;

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { values } = parseArgs({ options: { dist: { type: 'string' }, budget: { type: 'string' } } });
  const dist = path.resolve(root, values.dist ?? 'dist/web');
  const budget = values.budget ? Number(values.budget) : EVENT_PAGE_BUDGET_KB;
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    console.error(`No build manifest at ${path.relative(root, manifestFile)}: run \`npm run build\` first.`);
    process.exit(2);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const gzipOf = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

  const sizes = filesFor(manifest, PUBLIC_EVENT_ENTRY).map((file) => ({
    file,
    gzip: gzipOf(file),
    raw: readFileSync(path.join(dist, file)).length,
  }));
  sizes.sort((a, b) => b.gzip - a.gzip);
  console.log(`JavaScript of the public event page (/events/:handle without a session), gzipped:`);
  for (const { file, gzip } of sizes) console.log(`${format(gzip)}  ${file}`);
  const total = sizes.reduce((sum, size) => sum + size.gzip, 0);
  const raw = sizes.reduce((sum, size) => sum + size.raw, 0);
  console.log(`${format(total)}  total (${format(raw).trim()} before compression), budget ${budget} kB`);

  const inApp = filesFor(manifest, APP_ENTRY, APP_EVENT_ROUTE).reduce((sum, file) => sum + gzipOf(file), 0);
  console.log(`${format(inApp)}  the same page inside the app (entry and route; for comparison, not counted)`);

  if (kB(total) > budget) {
    console.error(`Over budget by ${(kB(total) - budget).toFixed(1)} kB.`);
    process.exit(1);
  }
  console.log(`Within budget (${(budget - kB(total)).toFixed(1)} kB to spare).`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
