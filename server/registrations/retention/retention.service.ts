// A non-member's registration is kept for 6 months after the event ends (docs/registrations.md), then
// everything of it goes: the registration and its answers, the files they uploaded (rows and
// bytes), the codes that proved their email, and every mail queued or sent to them for it.
// Idempotent: a second run finds nothing. Files no row knows, and uploads never used by an
// answer, are swept once they are a day old.
import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { registrationLimits } from '../../../contract/registrations.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { emailedCodes, events, registrationFiles, registrations } from '../../platform/db/schema/index.ts';
import { eventScope, purgeEmailedCodesOf } from '../../identity/index.ts';
import { guestCodeMailPrefix } from '../tickets/guest-email-proof.service.ts';
import { registrationMailPrefix } from '../emails/registration-mail.ts';
import { REGISTRATION_FILE_AREA, registrationFileKey } from '../forms/registration-files.ts';
import { STORED_FILE_ID } from '../../platform/files/checked-file.ts';
import { forgetEmailsKeyedBy } from '../../platform/mail/outbox.ts';

type PurgeDeps = Pick<AppDeps, 'db' | 'clock' | 'files'>;

const DAY_MS = 24 * 60 * 60_000;

/** The same instant `months` calendar months earlier (the 31st becomes the month's last day). */
export function monthsBefore(instant: Date, months: number): Date {
  const result = new Date(instant);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export type PurgeResult = { events: number; registrations: number; files: number; mails: number; codes: number };

/** Deletes one event's non-member data in one transaction; answers the files to remove from disk. */
async function purgeEvent(deps: PurgeDeps, eventId: string): Promise<Omit<PurgeResult, 'events'> & { fileIds: string[] }> {
  return deps.db.transaction(async (tx) => {
    const guests = await tx
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.eventId, eventId), isNull(registrations.userId)));
    const guestIds = guests.map((g) => g.id);
    const files = await tx
      .delete(registrationFiles)
      .where(
        or(
          guestIds.length > 0 ? inArray(registrationFiles.registrationId, guestIds) : undefined,
          and(eq(registrationFiles.eventId, eventId), isNotNull(registrationFiles.uploaderEmail)),
        ),
      )
      .returning({ id: registrationFiles.id });
    const prefixes = [...guestIds.map(registrationMailPrefix), guestCodeMailPrefix(eventId)];
    const mails = await forgetEmailsKeyedBy(tx, prefixes);
    const codes = await purgeEmailedCodesOf(tx, eventScope(eventId));
    if (guestIds.length > 0) await tx.delete(registrations).where(inArray(registrations.id, guestIds));
    return { registrations: guestIds.length, files: files.length, mails, codes, fileIds: files.map((f) => f.id) };
  });
}

/** Stored bytes that no row names any more (a crash between steps, a deleted event), a day old or more. */
async function sweepOrphanFiles(deps: PurgeDeps, now: Date): Promise<number> {
  const stored = await deps.files.list(REGISTRATION_FILE_AREA);
  const candidates = stored.filter((file) => now.getTime() - file.createdAt.getTime() >= DAY_MS);
  if (candidates.length === 0) return 0;
  const idOf = (key: string) => key.slice(REGISTRATION_FILE_AREA.length + 1);
  const ids = candidates.map((file) => idOf(file.key)).filter((id) => STORED_FILE_ID.test(id));
  const known = new Set(
    ids.length === 0
      ? []
      : (
          await deps.db.select({ id: registrationFiles.id }).from(registrationFiles).where(inArray(registrationFiles.id, ids))
        ).map((row) => row.id),
  );
  const orphans = candidates.filter((file) => !known.has(idOf(file.key))).map((file) => file.key);
  await deps.files.remove(orphans);
  return orphans.length;
}

export async function purgeExpiredGuestData(deps: PurgeDeps): Promise<PurgeResult> {
  const now = deps.clock.now();
  const cutoff = monthsBefore(now, registrationLimits.guestRetentionMonths);
  const expired = await deps.db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        lte(events.endsAt, cutoff),
        or(
          sql`exists (select 1 from ${registrations} r where r.event_id = ${events.id} and r.user_id is null)`,
          sql`exists (select 1 from ${emailedCodes} c where c.scope = 'event:' || ${events.id}::text)`,
          sql`exists (select 1 from ${registrationFiles} f where f.event_id = ${events.id} and f.uploader_email is not null)`,
        ),
      ),
    );
  const result: PurgeResult = { events: 0, registrations: 0, files: 0, mails: 0, codes: 0 };
  for (const { id } of expired) {
    const purged = await purgeEvent(deps, id);
    await deps.files.remove(purged.fileIds.map(registrationFileKey));
    result.events += 1;
    result.registrations += purged.registrations;
    result.files += purged.files;
    result.mails += purged.mails;
    result.codes += purged.codes;
  }
  // Uploads no answer took within a day.
  const unused = await deps.db
    .delete(registrationFiles)
    .where(and(isNull(registrationFiles.registrationId), lt(registrationFiles.createdAt, new Date(now.getTime() - DAY_MS))))
    .returning({ id: registrationFiles.id });
  await deps.files.remove(unused.map(({ id }) => registrationFileKey(id)));
  result.files += unused.length + (await sweepOrphanFiles(deps, now));
  return result;
}
