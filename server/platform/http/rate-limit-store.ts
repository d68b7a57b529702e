import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Timestamps go into hand-written SQL as typed literals, the same on both drivers. */
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * The rate-limit counters in the database, so the limits hold across every app instance on it
 * (an in-memory counter per instance would multiply each limit by the number of instances).
 * One upsert per request: it starts a new window when the last one ended, else counts one more.
 */
export function databaseRateLimitStore(db: Db, clock: Clock) {
  function store(prefix: string): FastifyRateLimitStore {
    return {
      incr(key: string, callback: Callback, timeWindow: number) {
        const now = clock.now();
        const windowEnd = new Date(now.getTime() + timeWindow);
        const ended = sql`${rateLimits.windowEndsAt} <= ${at(now)}`;
        db.insert(rateLimits)
          .values({ key: `${prefix}${key}`, hits: 1, windowEndsAt: windowEnd })
          .onConflictDoUpdate({
            target: rateLimits.key,
            set: {
              hits: sql`case when ${ended} then 1 else ${rateLimits.hits} + 1 end`,
              windowEndsAt: sql`case when ${ended} then ${at(windowEnd)} else ${rateLimits.windowEndsAt} end`,
            },
          })
          .returning({ hits: rateLimits.hits, windowEndsAt: rateLimits.windowEndsAt })
          .then(
            ([row]) => callback(null, { current: row.hits, ttl: Math.max(0, row.windowEndsAt.getTime() - now.getTime()) }),
            (error: Error) => callback(error),
          );
      },
      child(routeOptions) {
        // The plugin hands each route's own options over with the route itself as `routeInfo`.
        const { routeInfo } = routeOptions as unknown as { routeInfo: { method?: string | string[]; url?: string } };
        return store(`${String(routeInfo.method)} ${routeInfo.url} `);
      },
    };
  }
  // The plugin constructs its store with `new`; a constructor may hand back another object.
  return function DatabaseRateLimitStore() {
    return store('');
  } as unknown as new () => FastifyRateLimitStore;
}

/** Counters whose window has ended mean nothing: the daily purge removes them. */
export async function purgeEndedRateLimits(db: Db, clock: Clock): Promise<number> {
  const deleted = await db.delete(rateLimits).where(lte(rateLimits.windowEndsAt, clock.now())).returning({ key: rateLimits.key });
  return deleted.length;
}
