// An announcement as the host's history shows it, with its counts read from the outbox.
import { eq, sql } from 'drizzle-orm';
import type { Announcement } from '../../../contract/announcements.ts';
import { isoWithOffset } from '../../events/index.ts';
import { announcements, users } from '../../platform/db/schema/index.ts';

/** The outbox key of one recipient's mail: the history counts it, retries never send twice. */
export const announcementMailKey = (announcementId: string, registrationId: string) =>
  `announcement:${announcementId}:${registrationId}`;

const mailsWhere = (condition: string) =>
  sql<number>`(select count(*) from announcement_recipients r join outbox o
    on o.dedup_key = 'announcement:' || r.announcement_id::text || ':' || r.registration_id::text
    where r.announcement_id = ${announcements.id} and ${sql.raw(condition)})`.mapWith(Number);

export const announcementColumns = {
  announcement: announcements,
  authorName: users.name,
  sent: mailsWhere('o.sent_at is not null'),
  failed: mailsWhere('o.sent_at is null and o.last_error is not null'),
};

export const authorJoin = [users, eq(users.id, announcements.authorId)] as const;

type Row = {
  announcement: typeof announcements.$inferSelect;
  authorName: string | null;
  sent: number;
  failed: number;
};

export function toAnnouncement(row: Row, timezone: string): Announcement {
  const a = row.announcement;
  return {
    id: a.id,
    en: a.subjectEn !== null ? { subject: a.subjectEn, body: a.bodyEn ?? '' } : null,
    ko: a.subjectKo !== null ? { subject: a.subjectKo, body: a.bodyKo ?? '' } : null,
    audience: a.audience,
    status: a.status,
    sendAt: isoWithOffset(a.sendAt, timezone),
    timezone,
    recipients: a.recipientCount,
    sent: row.sent,
    failed: row.failed,
    authorName: row.authorName,
    createdAt: a.createdAt.toISOString(),
  };
}
