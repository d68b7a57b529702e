// The operator CLI against the embedded database of a real server process: while the server holds
// it, a write is refused in words (it would be lost); once the server stops, the write lasts and the
// restarted server sees it. A wrong DATA_DIR gets a clear message, not SQL.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { onServerDatabase } from './test/test-database.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'moim-cli-'));
const emptyDir = mkdtempSync(path.join(tmpdir(), 'moim-cli-empty-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(emptyDir, { recursive: true, force: true });
});

const guest = 'alex.morgan@moim.example';
const baseEnv = { ...process.env, DATABASE_URL: '', SEED_DEMO: 'true', LOG_LEVEL: 'warn', NODE_ENV: 'development', SMTP_URL: '' };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startServer(): Promise<{ url: string; child: ChildProcess; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: { ...baseEnv, PORT: String(port), DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    const ready = await fetch(`${url}/v1/readyz`).catch(() => undefined);
    if (ready?.ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function cli(args: string[], env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, ['server/cli.ts', ...args], {
    env: { ...baseEnv, DATA_DIR: dataDir, ...env },
    encoding: 'utf8',
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

/** Signs in through the API with the code from the dev mailbox, as a person on a fresh clone would. */
async function accessLevelSeenBy(url: string, email: string): Promise<string> {
  await fetch(`${url}/v1/auth/otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, purpose: 'SIGN_IN' }),
  });
  let code: string | undefined;
  for (let i = 0; i < 100 && !code; i++) {
    const mails = (await (await fetch(`${url}/dev/mail.json`)).json()) as { data: { items: { to: string; text: string }[] } };
    code = /\b(\d{6})\b/.exec(mails.data.items.find((mail) => mail.to === email)?.text ?? '')?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  const signedIn = await fetch(`${url}/v1/auth/token/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${email}:${code}`).toString('base64')}` },
    body: JSON.stringify({ purpose: 'SIGN_IN' }),
  });
  const body = (await signedIn.json()) as { data: { user: { accessLevel: string } } };
  return body.data.user.accessLevel;
}

// These start the embedded database whatever DATABASE_URL says: the embedded phase runs them.
describe.skipIf(onServerDatabase())('npm run cli with the embedded database', () => {
  it('refuses while the server holds the database; after it stops the change lasts and the restarted server sees it', async () => {
    const first = await startServer();
    const refused = cli(['users:set-access', guest, 'PRO']);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`A running Moim server (pid ${first.child.pid}) holds the embedded database`);
    expect(refused.err).toContain('Stop the server first');
    expect(refused.out).not.toContain('now has access level');
    await first.stop();

    const granted = cli(['users:set-access', guest, 'PRO']);
    expect(granted.err).toBe('');
    expect(granted.out).toContain(`${guest} (Alex Morgan) now has access level PRO.`);
    expect(granted.code).toBe(0);

    const second = await startServer();
    try {
      expect(await accessLevelSeenBy(second.url, guest)).toBe('PRO');
    } finally {
      await second.stop();
    }
    // And still there after that server closed the database again.
    expect(cli(['users:set-access', guest, 'PRO']).out).toContain('now has access level PRO');
  }, 120_000);

  it('says where it looked when DATA_DIR holds no database, instead of an SQL error', () => {
    const missing = cli(['users:set-access', guest, 'PRO'], { DATA_DIR: path.join(emptyDir, 'nowhere') });
    expect(missing.code).toBe(1);
    expect(missing.err).toContain(`No Moim database in ${path.join(emptyDir, 'nowhere', 'pglite')}`);
    expect(missing.err).toContain('set DATA_DIR');
    expect(missing.err).not.toMatch(/relation|SQL|does not exist/i);
  });

  // Three processes in turn, the first migrating a new database: given as long as the first test.
  it('says so when the folder has a database without tables', () => {
    expect(cli(['db:migrate'], { DATA_DIR: emptyDir }).code).toBe(0);
    rmSync(path.join(emptyDir, 'pglite'), { recursive: true, force: true });
    const created = spawnSync(
      process.execPath,
      [
        '-e',
        `const { PGlite } = await import('@electric-sql/pglite'); const db = await PGlite.create({ dataDir: ${JSON.stringify(path.join(emptyDir, 'pglite'))} }); await db.close();`,
      ],
      { encoding: 'utf8', input: '', env: baseEnv },
    );
    expect(created.status).toBe(0);
    const bare = cli(['users:set-access', guest, 'PRO'], { DATA_DIR: emptyDir });
    expect(bare.code).toBe(1);
    expect(bare.err).toContain('has no Moim tables yet');
  }, 120_000);
});
