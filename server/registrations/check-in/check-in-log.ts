// The door's log (check_in_events): written in the transaction of each check-in change, read by a
// guest's detail and by the live stream. Entries carry the guest's name and the actor's, so a
// scanner can say "Kim checked in by Park" without asking again.
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CheckInAction, CheckInLogEntry, CheckInSource } from '../../../contract/guests.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { checkInEvents, registrations, users } from '../../platform/db/schema/index.ts';

export type CheckInChange = {
  eventId: string;
  registrationId: string;
  action: CheckInAction;
  source: CheckInSource;
  actorUserId: string;
  occurredAt: Date;
};

/** Writes one change; returns its id (which names the change's email). */
export async function recordCheckInChange(tx: DbOrTx, change: CheckInChange): Promise<number> {
  const [row] = await tx.insert(checkInEvents).values(change).returning({ id: checkInEvents.id });
  return row.id;
}

const actors = alias(users, 'check_in_actor');

const logColumns = {
  id: checkInEvents.id,
  registrationId: checkInEvents.registrationId,
  name: registrations.name,
  action: checkInEvents.action,
  source: checkInEvents.source,
  actorId: actors.id,
  actorName: actors.name,
  occurredAt: checkInEvents.occurredAt,
  recordedAt: checkInEvents.recordedAt,
};

type LogRow = {
  id: number;
  registrationId: string;
  name: string;
  action: CheckInAction;
  source: CheckInSource;
  actorId: string | null;
  actorName: string | null;
  occurredAt: Date;
};

export function toLogEntry(row: LogRow): CheckInLogEntry {
  return {
    id: String(row.id),
    participantId: row.registrationId,
    name: row.name,
    action: row.action,
    source: row.source,
    actor: row.actorId ? { id: row.actorId, name: row.actorName ?? '' } : null,
    occurredAt: row.occurredAt.toISOString(),
  };
}

const selectLog = (db: DbOrTx) =>
  db
    .select(logColumns)
    .from(checkInEvents)
    .innerJoin(registrations, eq(registrations.id, checkInEvents.registrationId))
    .leftJoin(actors, eq(actors.id, checkInEvents.actorUserId));

/** A guest's latest check-in changes, newest first. */
export async function checkInLogOf(db: DbOrTx, registrationId: string, limit = 20): Promise<CheckInLogEntry[]> {
  const rows = await selectLog(db)
    .where(eq(checkInEvents.registrationId, registrationId))
    .orderBy(desc(checkInEvents.id))
    .limit(limit);
  return rows.map(toLogEntry);
}

/** The event's latest check-in changes, newest first: the door's activity a page opens with. */
export async function recentCheckInsOf(db: DbOrTx, eventId: string, limit: number): Promise<CheckInLogEntry[]> {
  const rows = await selectLog(db).where(eq(checkInEvents.eventId, eventId)).orderBy(desc(checkInEvents.id)).limit(limit);
  return rows.map(toLogEntry);
}

/** The database's clock: the live stream's polls agree with `recordedAt` whichever instance wrote it. */
export async function databaseNow(db: DbOrTx): Promise<Date> {
  // Both drivers answer raw queries with `{ rows }`.
  const result: unknown = await db.execute(sql`select clock_timestamp() as now`);
  return new Date((result as { rows: { now: string | Date }[] }).rows[0].now);
}

/** The event's changes the database recorded at or after `since`, oldest first (the latest 1,000 at most). */
export async function checkInChangesSince(db: DbOrTx, eventId: string, since: Date) {
  const rows = await selectLog(db)
    .where(and(eq(checkInEvents.eventId, eventId), gte(checkInEvents.recordedAt, since)))
    .orderBy(desc(checkInEvents.id))
    .limit(1000);
  return rows.reverse();
}
