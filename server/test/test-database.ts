import { randomBytes } from 'node:crypto';
import { mkdtempSync, openAsBlob, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../platform/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the migrated embedded database, dumped to this file once per run (server/test/global-setup.ts) */
    embeddedTemplate?: string;
    /** the migrated database on the DATABASE_URL server that each test database is copied from */
    serverTemplate?: string;
  }
}

/** What the run's global set-up provided; nothing outside a vitest run, such as the bench's. */
function provided(key: 'embeddedTemplate' | 'serverTemplate'): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when DATABASE_URL is
 * set — a new database on that server, dropped again on close. Each starts as a copy of the
 * database the run's global set-up migrated; without one (a runner that skipped the set-up), it
 * is migrated here.
 */
export async function openTestDatabase(options: { poolSize?: number } = {}): Promise<Database & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const template = provided('embeddedTemplate');
    if (template) return openDatabase({ loadDataDir: await openAsBlob(template) });
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const template = provided('serverTemplate');
  const name = `moim_t_${randomBytes(6).toString('hex')}`;
  await createDatabase(serverUrl, name, template);
  const url = databaseUrlFor(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url, poolSize: options.poolSize ?? 20 });
  if (!template) await database.migrate();
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export type TestDatabaseTemplate = {
  key: 'embeddedTemplate' | 'serverTemplate';
  /** what the test files are given: the dump's file, or the template database's name */
  value: string;
  dispose(): Promise<void>;
};

/** Migrates one database for the whole run: a dump of the embedded one, or a template database on the server. */
export async function prepareTestDatabaseTemplate(): Promise<TestDatabaseTemplate> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    try {
      await database.migrate();
      if (!database.dump) throw new Error('the embedded database cannot be dumped');
      const dump = await database.dump();
      const folder = mkdtempSync(path.join(tmpdir(), 'moim-test-db-'));
      const file = path.join(folder, 'migrated.tar');
      writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
      return { key: 'embeddedTemplate', value: file, dispose: async () => rmSync(folder, { recursive: true, force: true }) };
    } finally {
      await database.close();
    }
  }
  const name = `moim_template_${randomBytes(6).toString('hex')}`;
  await createDatabase(serverUrl, name);
  const dispose = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  try {
    const database = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      // A database is copied only while nobody is connected to it.
      await database.close();
    }
  } catch (error) {
    await dispose();
    throw error;
  }
  return { key: 'serverTemplate', value: name, dispose };
}

function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// Two test files creating databases at the same moment both copy the template, and PostgreSQL
// refuses the second while the first is copying it (55006): wait and try again.
async function createDatabase(serverUrl: string, name: string, template?: string) {
  const text = template ? `create database ${name} template ${template}` : `create database ${name}`;
  for (let attempt = 1; ; attempt++) {
    try {
      return await adminQuery(serverUrl, text);
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export const onServerDatabase = () => Boolean(process.env.DATABASE_URL);
