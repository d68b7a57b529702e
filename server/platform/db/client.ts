import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { lockEmbeddedDatabase } from './embedded-lock.ts';
import { createHeavyReadPools, setHeavyReadPools } from './heavy-read-pool.ts';
import { setLane } from './lane.ts';
import { embeddedNotifications, serverNotifications, setNotifications } from './notifications.ts';
import { createServerPool } from './server-pool.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers behind one type: the code never knows which one it talks to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A connection or a transaction: use cases accept either. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  driver: 'pglite' | 'pg';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** the embedded database's data directory as a tarball, for a copy to start from (PGlite only) */
  dump?(): Promise<Blob>;
};

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Arbitrary constant: two processes migrating one server database take turns.
const MIGRATION_LOCK = 727_001;

export type OpenDatabaseOptions = {
  databaseUrl?: string;
  /** PGlite data directory; omit for an in-memory database */
  dataDir?: string;
  /** an in-memory PGlite database starts as a copy of this dump (PGlite's dumpDataDir) */
  loadDataDir?: Blob;
  poolSize?: number;
  /** a server's statement_timeout for every statement of the pool (milliseconds) */
  statementTimeoutMs?: number;
};

/** Every statement on a server gives up after this long unless told otherwise (DB_STATEMENT_TIMEOUT_MS). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;

const serverDatabases = new WeakSet<Db>();

/** A PostgreSQL server (many connections, statements that can be timed out and cancelled), not the embedded database. */
export const isServerDatabase = (db: Db) => serverDatabases.has(db);

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl)
    return openServer(options.databaseUrl, options.poolSize ?? 10, options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS);
  return openEmbedded(options.dataDir, options.loadDataDir);
}

async function openEmbedded(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const unlock = dataDir ? lockEmbeddedDatabase(dataDir) : () => {};
  let client: PGlite;
  try {
    client = await PGlite.create({ ...(dataDir ? { dataDir } : { loadDataDir }), extensions: { pg_trgm, btree_gin } });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  setLane(db, 1);
  const notifications = embeddedNotifications(client);
  setNotifications(db, notifications);
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema, casing: 'snake_case' }), { migrationsFolder }),
    dump: () => client.dumpDataDir('none'),
    async close() {
      try {
        await notifications.close();
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

async function openServer(connectionString: string, max: number, statementTimeoutMs: number): Promise<Database> {
  const pool = createServerPool(connectionString, max, statementTimeoutMs);
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  poolStats.set(db, () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount, max }));
  serverDatabases.add(db);
  const heavyReads = createHeavyReadPools(connectionString, HEAVY_READ_CONNECTIONS, (client) =>
    drizzlePg({ client, schema, casing: 'snake_case' }),
  );
  setHeavyReadPools(db, heavyReads);
  const notifications = serverNotifications(connectionString);
  setNotifications(db, notifications);
  return {
    db,
    driver: 'pg',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client, schema, casing: 'snake_case' }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    async close() {
      await notifications.close();
      await heavyReads.end();
      await pool.end();
    },
  };
}

/**
 * The heavy reads' own connections, apart from the main pool's so they never take its last ones:
 * a few keep the database's cores busy, and more would only wait for them.
 */
const HEAVY_READ_CONNECTIONS = 4;

export type PoolStats = { inUse: number; waiting: number; max: number };

const poolStats = new WeakMap<Db, () => PoolStats>();

/** The server pool's connections in use and requests waiting for one; the embedded database has no pool. */
export function poolStatsOf(db: Db): PoolStats | undefined {
  return poolStats.get(db)?.();
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
