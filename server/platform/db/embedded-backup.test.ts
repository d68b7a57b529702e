// Backups of the embedded default: `db:backup` then `db:restore` into another DATA_DIR gives the
// same rows in every table and the same bytes in every uploaded file. While a server holds the
// database, both refuse in words and change nothing.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main, type CliOutput } from '../../cli.ts';
import { createUser } from '../../test/factories.ts';
import { createFakeClock } from '../clock.ts';
import { readEnv } from '../env.ts';
import { diskFileStore } from '../files/file-store.ts';
import { openDatabase } from './client.ts';

let dirs: string[];
let source: string;
let backup: string;

beforeAll(async () => {
  dirs = await Promise.all(['source', 'restored', 'other'].map((name) => mkdtemp(path.join(tmpdir(), `moim-backup-${name}-`))));
  source = dirs[0];
  backup = path.join(dirs[2], 'moim.backup');
});
afterAll(async () => {
  await Promise.all((dirs ?? []).map((dir) => rm(dir, { recursive: true, force: true })));
});

function run(args: string[], dataDir: string, extra: Record<string, string> = {}) {
  const lines = { out: [] as string[], err: [] as string[] };
  const output: CliOutput = { out: (line) => lines.out.push(line), err: (line) => lines.err.push(line) };
  const env = readEnv({ DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'silent', ...extra });
  return main(args, env, output).then((code) => ({ code, ...lines }));
}

/** Every table's rows, as text, in a stable order. */
async function everyRow(dataDir: string): Promise<Record<string, string>> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    // Both drivers answer raw queries with `{ rows }`.
    const listed: unknown = await database.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = listed as { rows: { name: string }[] };
    const rows: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const result: unknown = await database.db.execute(
        sql`select coalesce(json_agg(t.x order by t.x), '[]')::text as rows from (select to_jsonb(r)::text as x from ${sql.identifier(name)} r) t`,
      );
      rows[name] = (result as { rows: { rows: string }[] }).rows[0].rows;
    }
    return rows;
  } finally {
    await database.close();
  }
}

async function everyFile(dataDir: string): Promise<Record<string, string>> {
  const uploads = path.join(dataDir, 'uploads');
  const files: Record<string, string> = {};
  for (const entry of await readdir(uploads, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(uploads, file)] = (await readFile(file)).toString('base64');
  }
  return files;
}

describe('db:backup and db:restore on the embedded database', () => {
  it('a round trip gives the same rows and the same file bytes', { timeout: 90_000 }, async () => {
    expect((await run(['db:migrate'], source)).code).toBe(0);
    const database = await openDatabase({ dataDir: path.join(source, 'pglite') });
    try {
      const clock = createFakeClock();
      for (const name of ['Backup Bae', '백업 김', 'Restore Ryu']) await createUser({ db: database.db, clock }, { name });
    } finally {
      await database.close();
    }
    const store = diskFileStore({ DATA_DIR: source });
    await store.put('avatars/someoneAvatar0123456789.webp', randomBytes(40_000));
    await store.put('registration-files/abcdefghijklmnopqrstuvwxyz012345', randomBytes(1_500_000));
    await store.put('hackathon-deliverables/emptyFile-abcdefghijklmnopqrstuv', Buffer.alloc(0));

    const backedUp = await run(['db:backup', backup], source);
    expect(backedUp.err).toEqual([]);
    expect(backedUp.code).toBe(0);
    expect(backedUp.out.join('\n')).toContain('3 uploaded file(s)');

    const restored = await run(['db:restore', backup], dirs[1]);
    expect(restored.err).toEqual([]);
    expect(restored.code).toBe(0);

    const before = await everyRow(source);
    expect(JSON.parse(before.users)).toHaveLength(3);
    expect(await everyRow(dirs[1])).toEqual(before);
    expect(await everyFile(dirs[1])).toEqual(await everyFile(source));
  });

  it('restoring over a database keeps what was there aside', async () => {
    const again = await run(['db:restore', backup], dirs[1]);
    expect(again.code).toBe(0);
    expect(again.out.join('\n')).toContain('before-restore');
    const kept = (await readdir(dirs[1])).filter((name) => name.includes('before-restore'));
    expect(kept.sort().map((name) => name.split('.')[0])).toEqual(['pglite', 'uploads']);
  });

  it('refuses in words while a server holds the database, and changes nothing', async () => {
    // Another live process holds the lock, as a running server does.
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      await writeFile(path.join(source, 'pglite.lock'), String(server.pid));
      const backingUp = await run(['db:backup', path.join(dirs[2], 'busy.backup')], source);
      expect(backingUp.code).toBe(1);
      expect(backingUp.err.join('\n')).toContain(`A running Moim server (pid ${server.pid})`);
      expect(backingUp.err.join('\n')).toContain('Stop the server first');
      await expect(readFile(path.join(dirs[2], 'busy.backup'))).rejects.toThrow();
      const restoring = await run(['db:restore', backup], source);
      expect(restoring.code).toBe(1);
      expect(restoring.err.join('\n')).toContain('a restore under it would be overwritten when it stops');
      expect((await readdir(source)).filter((name) => name.includes('before-restore'))).toEqual([]);
    } finally {
      server.kill();
      await rm(path.join(source, 'pglite.lock'), { force: true });
    }
  });

  it('says so for a file that is not a backup, and for a server database', async () => {
    const stray = path.join(dirs[2], 'notes.txt');
    await writeFile(stray, 'hello');
    const wrong = await run(['db:restore', stray], dirs[2]);
    expect(wrong.code).toBe(1);
    expect(wrong.err.join('\n')).toContain('is not a Moim backup');
    const onServer = await run(['db:backup', backup], source, { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(onServer.code).toBe(1);
    expect(onServer.err.join('\n')).toContain('pg_dump');
  });
});
