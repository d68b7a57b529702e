import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web build the journeys serve: dist/web, or E2E_WEB_DIST, a build of one's own when others rebuild dist/web meanwhile. */
export const webDistDir = process.env.E2E_WEB_DIST || fileURLToPath(new URL('../dist/web', import.meta.url));

export function requireWebBuild(): string {
  if (!existsSync(path.join(webDistDir, 'index.html')))
    throw new Error(`${webDistDir} has no build: run \`npm run build\` (npm test does it for you)`);
  return webDistDir;
}
