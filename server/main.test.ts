import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { onServerDatabase } from './test/test-database.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'moim-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// These start the embedded database whatever DATABASE_URL says: the embedded phase runs them.
describe.skipIf(onServerDatabase())('the server process', () => {
  it('starts on the embedded database, answers, and exits cleanly on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
      },
      stdio: 'inherit',
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    let ready: Response | undefined;
    for (let i = 0; i < 600 && !ready; i++) {
      ready = await fetch(`http://127.0.0.1:${port}/v1/readyz`).catch(() => undefined);
      if (!ready) await new Promise((r) => setTimeout(r, 100));
    }
    expect(ready?.status).toBe(200);
    expect(await ready?.json()).toEqual({ data: { status: 'ok' } });

    const started = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 60_000);
});
