import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressAssets } from './compress-assets.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = path.join(root, 'dist', 'web', 'index.html');
const sources = ['web', 'contract', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p));

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

/** Builds the SPA when there is no build or a source is newer than it. */
export function ensureWebBuild(): void {
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  if (builtAt > 0 && sources.every((source) => newestChange(source) <= builtAt)) return;
  buildWeb();
}

/** Builds the SPA into dist/web, with brotli and gzip copies of its assets. */
export function buildWeb(): void {
  console.log('Building the web app…');
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  compressAssets(path.join(root, 'dist', 'web', 'assets'));
}
