import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The built files a page needs before a module runs: its JavaScript, static imports included, and their CSS. */
export type ModuleFiles = { scripts: string[]; styles: string[] };

/**
 * The Vite build manifest (dist/web/.vite/manifest.json): which files a source module (its key,
 * e.g. `routes/events.tsx`) and its static imports were built into. Without a manifest (a build
 * without one, or a test's hand-made dist) every answer is empty.
 */
export function readBuildManifest(distDir: string) {
  const file = path.join(distDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};

  return function filesFor(keys: readonly string[]): ModuleFiles {
    const seen = new Set<string>();
    const pending = keys.filter((key) => manifest[key]);
    for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
      if (seen.has(key)) continue;
      seen.add(key);
      pending.push(...(manifest[key].imports ?? []));
    }
    const chunks = [...seen].map((key) => manifest[key]);
    return {
      scripts: [...new Set(chunks.map((chunk) => `/${chunk.file}`))],
      styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []).map((css) => `/${css}`))],
    };
  };
}
