// An announcement as the history shows it, with its counts read from the outbox.
import { eq, sql } from 'drizzle-orm';
import type { Announcement } from '../../../contract/announcements.ts';
import type { CommunityAudience } from '../../../contract/community-announcements.ts';
import { isoWithOffset } from '../../events/index.ts';
import { announcements, users } from '../../platform/db/schema/index.ts';

/** The outbox key of one recipient's mail (a registration's or a member's): the history counts it, retries never send twice. */
export const announcementMailKey = (announcementId: string, recipientId: string) =>
  `announcement:${announcementId}:${recipientId}`;

// Counted from the mails' keys, by the outbox's index of announcement mails (outbox_announcement_idx):
// a read of one announcement's own index entries, rather than a lookup per recipient.
const mailsWhere = (condition: string) =>
  sql<number>`(select count(*) from outbox o
    where o.dedup_key like 'announcement:%' and split_part(o.dedup_key, ':', 2) = ${announcements.id}::text
      and ${sql.raw(condition)})`.mapWith(Number);

/** An announcement's columns in the history, an event's or a community's. */
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

export type AnnouncementView = Omit<Announcement, 'audience'> & { audience: Announcement['audience'] | CommunityAudience };

export function toAnnouncement(row: Row, timezone: string): AnnouncementView {
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
