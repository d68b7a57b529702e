// The server pool's two waits (decision 024): a request waits its turn for a busy pool's
// connection as long as a statement may run, and only opening a connection gives up early.
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isConnectionLoss } from './connection-loss.ts';
import { createServerPool } from './server-pool.ts';

const databaseUrl = process.env.DATABASE_URL;
const ends: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const end of ends.splice(0)) await end();
});

/** A TCP server that takes connections and never says a word, like a database host gone dark. */
async function silentServer(): Promise<{ url: string; server: Server }> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  ends.push(
    () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(resolve);
      }),
  );
  return { url: `postgres://nobody@127.0.0.1:${(server.address() as AddressInfo).port}/none`, server };
}

describe.skipIf(!databaseUrl)('the server pool', () => {
  it('lets a request wait for a busy connection longer than opening one may take', async () => {
    // one connection, opening it bounded at 200 ms, statements at 5 s
    const pool = createServerPool(databaseUrl!, 1, 5_000, {}, 200);
    ends.push(() => pool.end());
    const busy = pool.query('select pg_sleep(0.6)');
    const started = performance.now();
    const waited = await pool.query<{ one: number }>('select 1 as one');
    await busy;
    expect(waited.rows[0].one).toBe(1);
    expect(performance.now() - started).toBeGreaterThan(400);
  });

  it('gives up opening a connection to a server that never answers, as a connection loss', async () => {
    const { url } = await silentServer();
    const pool = createServerPool(url, 1, 5_000, {}, 200);
    ends.push(() => pool.end());
    const started = performance.now();
    const error = await pool.query('select 1').catch((e: unknown) => e);
    expect(isConnectionLoss(error)).toBe(true);
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
