// PostgreSQL's LISTEN/NOTIFY for what an instance keeps in memory and must drop when the rows it
// came from change, whichever instance changed them. On a server, one connection of its own per
// database handle (outside the pool: a listening connection is never given back), reconnected
// after a loss; while it is lost, listeners are told so and must trust nothing they kept. The
// embedded database belongs to one process and delivers its own notifications.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client.ts';

export type ChannelListener = {
  /** a notification on the channel, with its payload */
  notified(payload: string): void;
  /** listening (again): from now on every commit's notifications arrive */
  listening(): void;
  /** the listening connection is gone: notifications may be missed until `listening` is called again */
  lost(): void;
};

export type Notifications = {
  /** Listens on `channel` until the returned function is called. */
  listen(channel: string, listener: ChannelListener): () => void;
  close(): Promise<void>;
};

const RECONNECT_AFTER_MS = 1_000;

/** Notifications from a PostgreSQL server, on one connection of their own. */
export function serverNotifications(connectionString: string): Notifications {
  const listeners = new Map<string, Set<ChannelListener>>();
  let client: pg.Client | undefined;
  let connected = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const each = (fn: (listener: ChannelListener) => void) => listeners.forEach((set) => set.forEach(fn));

  function lose(lostClient: pg.Client) {
    if (client !== lostClient) return;
    client = undefined;
    if (connected) each((listener) => listener.lost());
    connected = false;
    void lostClient.end().catch(() => {});
    if (!closed) retry = setTimeout(connect, RECONNECT_AFTER_MS);
  }

  function connect() {
    retry = undefined;
    if (closed || client || listeners.size === 0) return;
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('error', () => lose(next));
    next.on('end', () => lose(next));
    next.on('notification', (message) => {
      for (const listener of listeners.get(message.channel) ?? []) listener.notified(message.payload ?? '');
    });
    void (async () => {
      try {
        await next.connect();
        for (const channel of listeners.keys()) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
        if (client !== next) return;
        connected = true;
        each((listener) => listener.listening());
      } catch {
        lose(next);
      }
    })();
  }

  return {
    listen(channel, listener) {
      const known = listeners.get(channel);
      const set = known ?? new Set<ChannelListener>();
      listeners.set(channel, set);
      set.add(listener);
      if (!connected) connect();
      else if (known) listener.listening();
      else
        void client
          ?.query(`listen ${pg.escapeIdentifier(channel)}`)
          .then(() => listener.listening())
          .catch(() => {});
      return () => void set.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      connected = false;
      await last?.end().catch(() => {});
    },
  };
}

/** Notifications from the embedded database: its own, in this process. */
export function embeddedNotifications(pglite: PGlite): Notifications {
  const stops = new Set<() => Promise<void>>();
  return {
    listen(channel, listener) {
      let stopped = false;
      let stop: (() => Promise<void>) | undefined;
      void pglite
        .listen(channel, (payload) => listener.notified(payload))
        .then((unlisten) => {
          stop = unlisten;
          if (stopped) return void unlisten();
          stops.add(unlisten);
          listener.listening();
        });
      return () => {
        stopped = true;
        if (stop) {
          stops.delete(stop);
          void stop().catch(() => {});
        }
      };
    },
    async close() {
      stops.clear();
    },
  };
}

const byDatabase = new WeakMap<Db, Notifications>();

/** Set by openDatabase for the handles it makes. */
export function setNotifications(db: Db, notifications: Notifications): void {
  byDatabase.set(db, notifications);
}

/** The database's notifications; undefined for a handle openDatabase did not make. */
export function notificationsOf(db: Db): Notifications | undefined {
  return byDatabase.get(db);
}
