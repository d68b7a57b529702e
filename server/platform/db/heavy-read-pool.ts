// The heavy reads' own connections on a server (heavy-reads.ts): a small pool per statement
// timeout, whose connections start with that timeout and read-only, so that a read needs neither a
// transaction nor a setting of its own, and holding them never takes the main pool's last
// connections. Made on first use: most processes (the CLI, most tests) never need one.
import type pg from 'pg';
import type { Db } from './client.ts';
import { createServerPool } from './server-pool.ts';

/** A checked-out connection: `db` on it alone, its backend's `pid` (for a cancel), and `release`. */
export type HeavyReadConnection = { db: Db; pid: number; release(): void };

export type HeavyReadPools = {
  connect(timeoutMs: number): Promise<HeavyReadConnection>;
  end(): Promise<void>;
};

export function createHeavyReadPools(connectionString: string, max: number, wrap: (client: pg.PoolClient) => Db): HeavyReadPools {
  const pools = new Map<number, pg.Pool>();
  // One query builder per connection, made once: the pool hands the same connections out again.
  const wrapped = new WeakMap<pg.PoolClient, Db>();
  return {
    async connect(timeoutMs) {
      let pool = pools.get(timeoutMs);
      if (!pool) {
        pool = createServerPool(connectionString, max, timeoutMs, {
          application_name: 'moim-heavy-read',
          options: '-c default_transaction_read_only=on',
        });
        pools.set(timeoutMs, pool);
      }
      const client = await pool.connect();
      let db = wrapped.get(client);
      if (!db) {
        db = wrap(client);
        wrapped.set(client, db);
      }
      const { processID } = client as unknown as { processID: number };
      return { db, pid: processID, release: () => client.release() };
    },
    async end() {
      await Promise.all([...pools.values()].map((pool) => pool.end()));
    },
  };
}

const heavyReadPools = new WeakMap<Db, HeavyReadPools>();

export function setHeavyReadPools(db: Db, pools: HeavyReadPools): void {
  heavyReadPools.set(db, pools);
}

/** The server database's heavy-read pools (openDatabase sets them). */
export function heavyReadPoolsOf(db: Db): HeavyReadPools {
  const pools = heavyReadPools.get(db);
  if (!pools) throw new Error('a server database opened without heavy-read pools');
  return pools;
}
