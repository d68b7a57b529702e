import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../platform/db/client.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when DATABASE_URL is
 * set — a new database on that server, dropped again on close.
 */
export async function openTestDatabase(options: { poolSize?: number } = {}): Promise<Database & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const name = `moim_t_${randomBytes(6).toString('hex')}`;
  await createDatabase(serverUrl, name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: options.poolSize ?? 20 });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

// Two test files creating databases at the same moment both copy template1, and PostgreSQL
// refuses the second (55006): wait and try again.
async function createDatabase(serverUrl: string, name: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await adminQuery(serverUrl, `create database ${name}`);
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
