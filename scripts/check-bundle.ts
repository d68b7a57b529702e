// The public event page's JavaScript budget (docs/decisions/005-event-page-bundle.md).
//
//   node scripts/check-bundle.ts [--dist <dir>] [--route <source>] [--budget <kB>]
//
// Reads the Vite build manifest (dist/web/.vite/manifest.json) and adds up, gzipped, the JavaScript
// a first visit to /events/:handle downloads before the page can render: the entry, everything it
// imports statically, the route's chunk and everything that imports statically. Prints each file
// and the total; exits 1 above the budget. Build first (`npm run build`).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** kB gzipped. The measured figure plus a small margin: see the decision record for why not 100. */
export const EVENT_PAGE_BUDGET_KB = 265;
export const EVENT_PAGE_ROUTE = 'routes/event-page.tsx';

/** The chunk keys a chunk needs before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen;
  const chunk = manifest[start];
  if (!chunk) throw new Error(`${start} is not in the build manifest`);
  seen.add(start);
  for (const key of chunk.imports ?? []) staticClosure(manifest, key, seen);
  return seen;
}

/** The JavaScript files the route needs on a first visit: the entry's closure and the route's. */
export function filesForRoute(manifest: Manifest, route: string): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  const keys = staticClosure(manifest, route, staticClosure(manifest, entry));
  return [...new Set([...keys].map((key) => manifest[key].file))].filter((file) => file.endsWith('.js'));
}

/** Dynamic imports of the entry that load on every page anyway (after the first paint). */
export function deferredForEveryPage(manifest: Manifest, entryImports: string[]): string[] {
  return entryImports.filter((key) => key.startsWith('app/')).map((key) => manifest[key].file);
}

/** What the route loads after it has rendered (its dynamic imports), beyond what is counted. */
export function deferredForRoute(manifest: Manifest, route: string, counted: string[]): string[] {
  const later = new Set<string>();
  for (const key of manifest[route]?.dynamicImports ?? []) staticClosure(manifest, key, later);
  return [...later].map((key) => manifest[key].file).filter((file) => file.endsWith('.js') && !counted.includes(file));
}

const kB = (bytes: number) => bytes / 1000;
const format = (bytes: number) => `${kB(bytes).toFixed(1).padStart(7)} kB`;

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { values } = parseArgs({
    options: { dist: { type: 'string' }, route: { type: 'string' }, budget: { type: 'string' } },
  });
  const dist = path.resolve(root, values.dist ?? 'dist/web');
  const route = values.route ?? EVENT_PAGE_ROUTE;
  const budget = values.budget ? Number(values.budget) : EVENT_PAGE_BUDGET_KB;
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    console.error(`No build manifest at ${path.relative(root, manifestFile)}: run \`npm run build\` first.`);
    process.exit(2);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const files = filesForRoute(manifest, route);
  const sizes = files.map((file) => {
    const code = readFileSync(path.join(dist, file));
    return { file, raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
  });
  sizes.sort((a, b) => b.gzip - a.gzip);
  console.log(`JavaScript for ${route} (first visit), gzipped:`);
  for (const { file, gzip } of sizes) console.log(`${format(gzip)}  ${file}`);
  const total = sizes.reduce((sum, size) => sum + size.gzip, 0);
  const raw = sizes.reduce((sum, size) => sum + size.raw, 0);
  console.log(`${format(total)}  total (${format(raw).trim()} before compression), budget ${budget} kB`);
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const gzipOf = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length, 0);
  for (const file of deferredForEveryPage(manifest, entry?.dynamicImports ?? [])) {
    console.log(`${format(gzipOf([file]))}  ${file} (loaded after the first paint on every page; not counted)`);
  }
  const afterRender = deferredForRoute(manifest, route, files);
  if (afterRender.length > 0) console.log(`${format(gzipOf(afterRender))}  in ${afterRender.length} chunks the page loads after it has rendered (not counted)`);
  if (kB(total) > budget) {
    console.error(`Over budget by ${(kB(total) - budget).toFixed(1)} kB.`);
    process.exit(1);
  }
  console.log(`Within budget (${(budget - kB(total)).toFixed(1)} kB to spare).`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
