// The PostgreSQL server's connection pool, made to outlive its connections: a server restart, a
// failover, pg_terminate_backend or an idle-in-transaction timeout ends them under the app, and the
// process must neither crash nor keep a dead connection (decision 024).
import pg from 'pg';
import { isConnectionLoss } from './connection-loss.ts';

/** Opening a connection gives up after this long, and the request answers 503 G00001 rather than hanging while the server is gone. */
const CONNECT_TIMEOUT_MS = 5_000;

/** A connection whose opening gives up after `connectTimeoutMs`, however long the pool lets a request wait for one. */
const clientOpenedWithin = (connectTimeoutMs: number) =>
  class extends pg.Client {
    constructor(config: pg.ClientConfig = {}) {
      super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
    }
  };

/**
 * `settings`: what else every connection of the pool starts with (its application_name, server
 * options). A request waits for a free connection as long as a statement may run: in a rush every
 * connection is busy, not gone, and the request's turn comes. Only opening one is bounded by
 * `connectTimeoutMs`.
 */
export function createServerPool(
  connectionString: string,
  max: number,
  statementTimeoutMs: number,
  settings: Pick<pg.PoolConfig, 'application_name' | 'options'> = {},
  connectTimeoutMs = CONNECT_TIMEOUT_MS,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: Math.max(statementTimeoutMs, connectTimeoutMs),
    Client: clientOpenedWithin(connectTimeoutMs),
    statement_timeout: statementTimeoutMs,
    ...settings,
  });
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));

  // A connection whose server end dies emits 'error', and an 'error' nobody listens to ends the
  // process. The pool listens only while a connection is idle; this listens while a transaction
  // holds it too. The statement using it fails, and the request answers 503 G00001.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    // Drizzle sends BEGIN before its try/finally: a BEGIN that fails on a lost connection would
    // never give the client back, and ten of them would starve the pool. A statement that lost its
    // connection gives the client back at once (the pool discards it); the holder's own release is then a no-op.
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if (!isConnectionLoss(error) || !checkedOut.has(client)) return;
          const holder = client as { release(error?: Error): void };
          const release = holder.release.bind(client);
          holder.release = () => {};
          release(error instanceof Error ? error : new Error(String(error)));
        });
      }
      return result;
    };
  });
  return pool;
}
