// The live door: every scanner of an event connected to this app instance shares one poller of the
// check-in log, which pushes each change it has not pushed before, then the fresh counts. Polling
// the database (not in-process events) is what makes two app instances see each other's scans.
//
// The log is read by the database's own clock: each poll asks for rows recorded since the previous
// poll's time minus an overlap, and remembers the ids it pushed. A transaction's rows carry its
// start time but become visible at commit, so the overlap (longer than any check-in transaction)
// makes a late commit still fall inside the next window; the remembered ids make repeats harmless.
import type { CheckInLogEntry, CheckInSummary } from '../../../contract/guests.ts';
import type { Db } from '../../platform/db/client.ts';
import { checkInChangesSince, databaseNow, toLogEntry } from './check-in-log.ts';
import { summarizeCheckIns } from './check-in-summary.service.ts';

export type CheckInListener = {
  change(entry: CheckInLogEntry): void;
  summary(summary: CheckInSummary): void;
  /** the hub is shutting down: end the response */
  close(): void;
};

export type CheckInHubOptions = { pollMs: number; overlapMs: number; onError?: (error: unknown) => void };

type Channel = {
  listeners: Set<CheckInListener>;
  timer: NodeJS.Timeout;
  since: Date | null;
  seen: Map<number, number>;
  polling: boolean;
};

export function createCheckInHub(db: Db, options: CheckInHubOptions) {
  const channels = new Map<string, Channel>();

  async function poll(eventId: string, channel: Channel): Promise<void> {
    if (channel.polling) return;
    channel.polling = true;
    try {
      const now = (await databaseNow(db)).getTime();
      const priming = channel.since === null;
      const rows = await checkInChangesSince(db, eventId, channel.since ?? new Date(now - options.overlapMs));
      const fresh = rows.filter((row) => !channel.seen.has(row.id));
      for (const row of fresh) channel.seen.set(row.id, row.recordedAt.getTime());
      channel.since = new Date(now - options.overlapMs);
      for (const [id, recordedAt] of channel.seen) if (recordedAt < channel.since.getTime()) channel.seen.delete(id);
      if (priming || fresh.length === 0 || channel.listeners.size === 0) return;
      const entries = fresh.map(toLogEntry);
      const summary = await summarizeCheckIns(db, eventId);
      for (const listener of channel.listeners) {
        for (const entry of entries) listener.change(entry);
        listener.summary(summary);
      }
    } catch (error) {
      options.onError?.(error);
    } finally {
      channel.polling = false;
    }
  }

  return {
    /** Starts listening to the event's changes from now on; returns the unsubscribe. */
    async subscribe(eventId: string, listener: CheckInListener): Promise<() => void> {
      let channel = channels.get(eventId);
      if (!channel) {
        const created: Channel = {
          listeners: new Set(),
          since: null,
          seen: new Map(),
          polling: false,
          timer: setInterval(() => void poll(eventId, created), options.pollMs),
        };
        channel = created;
        channels.set(eventId, created);
        await poll(eventId, created);
      }
      channel.listeners.add(listener);
      return () => {
        const current = channels.get(eventId);
        if (!current) return;
        current.listeners.delete(listener);
        if (current.listeners.size > 0) return;
        clearInterval(current.timer);
        channels.delete(eventId);
      };
    },
    /** How many streams are open on this instance (metrics). */
    get openStreams() {
      let open = 0;
      for (const channel of channels.values()) open += channel.listeners.size;
      return open;
    },
    /** How many events this instance is polling for (tests). */
    get activeChannels() {
      return channels.size;
    },
    close(): void {
      for (const channel of channels.values()) {
        clearInterval(channel.timer);
        for (const listener of channel.listeners) listener.close();
      }
      channels.clear();
    },
  };
}

export type CheckInHub = ReturnType<typeof createCheckInHub>;
