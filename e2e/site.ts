import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createTestApp } from '../server/test/create-test-app.ts';

export type Site = { url: string; close(): Promise<void> };

const builtIndex = fileURLToPath(new URL('../dist/web/index.html', import.meta.url));

/** The whole app on a fresh database, listening on a free port and serving the built SPA. */
export async function startSite(): Promise<Site> {
  if (!existsSync(builtIndex)) throw new Error('dist/web is missing: run `npm run build` (npm test does it for you)');
  const testApp = await createTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = testApp.app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => testApp.close() };
}
