// GET …/feedback/export-csv: the feedback as CSV in the guest list's form (UTF-8 with a BOM so
// Korean Excel opens it right, CRLF, every cell neutralised against formulas), oldest first, read
// in keyset batches so memory stays flat.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, asc, eq, gt, or, type SQL } from 'drizzle-orm';
import { eventPermissions } from '../../../contract/events.ts';
import type { Locale } from '../../../contract/locale.ts';
import { isoWithOffset, requireEventRole } from '../../events/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { eventFeedback, registrations, users } from '../../platform/db/schema/index.ts';
import { neutraliseFormula } from '../../registrations/index.ts';
import { guestAddress } from '../announcements/announcement-audience.ts';

const BATCH = 500;

const headers: Record<Locale, string[]> = {
  en: ['Name', 'Email', 'Rating', 'Comment', 'Given at'],
  ko: ['이름', '이메일', '별점', '한마디', '남긴 시각'],
};

export async function exportFeedbackCsv(
  deps: AppDeps,
  actorId: string,
  eventId: string,
  locale: Locale,
): Promise<{ filename: string; stream: Readable }> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.editEvent);
  async function* rows() {
    yield headers[locale];
    let after: { createdAt: Date; registrationId: string } | undefined;
    for (;;) {
      const keyset: SQL | undefined = after
        ? or(
            gt(eventFeedback.createdAt, after.createdAt),
            and(eq(eventFeedback.createdAt, after.createdAt), gt(eventFeedback.registrationId, after.registrationId)),
          )
        : undefined;
      const batch = await deps.db
        .select({
          registrationId: eventFeedback.registrationId,
          name: registrations.name,
          email: guestAddress,
          rating: eventFeedback.rating,
          comment: eventFeedback.comment,
          createdAt: eventFeedback.createdAt,
        })
        .from(eventFeedback)
        .innerJoin(registrations, eq(registrations.id, eventFeedback.registrationId))
        .leftJoin(users, eq(users.id, registrations.userId))
        .where(and(eq(eventFeedback.eventId, event.id), keyset))
        .orderBy(asc(eventFeedback.createdAt), asc(eventFeedback.registrationId))
        .limit(BATCH);
      for (const row of batch)
        yield [row.name, row.email, String(row.rating), row.comment ?? '', isoWithOffset(row.createdAt, event.timezone)].map(
          neutraliseFormula,
        );
      if (batch.length < BATCH) return;
      after = batch.at(-1)!;
    }
  }
  const stream = Readable.from(rows()).pipe(stringify({ bom: true, record_delimiter: '\r\n', quoted_match: /;/ }));
  return { filename: `${event.handle}-feedback.csv`, stream };
}
