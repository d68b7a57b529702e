// An announcement as the history shows it, with its counts read from the outbox: an event's from
// its guests' recipient rows, a community's from its members'.
import { eq, sql } from 'drizzle-orm';
import type { Announcement } from '../../../contract/announcements.ts';
import type { CommunityAudience } from '../../../contract/community-announcements.ts';
import { isoWithOffset } from '../../events/index.ts';
import { announcements, users } from '../../platform/db/schema/index.ts';

/** The outbox key of one recipient's mail (a registration's or a member's): the history counts it, retries never send twice. */
export const announcementMailKey = (announcementId: string, recipientId: string) =>
  `announcement:${announcementId}:${recipientId}`;

/** Each kind's recipients: the table and the column the mail's key names. */
const recipientTables = {
  event: { table: 'announcement_recipients', key: 'registration_id' },
  community: { table: 'community_announcement_recipients', key: 'user_id' },
} as const;

const mailsWhere = (kind: keyof typeof recipientTables, condition: string) =>
  sql<number>`(select count(*) from ${sql.raw(recipientTables[kind].table)} r join outbox o
    on o.dedup_key = 'announcement:' || r.announcement_id::text || ':' || r.${sql.raw(recipientTables[kind].key)}::text
    where r.announcement_id = ${announcements.id} and ${sql.raw(condition)})`.mapWith(Number);

const columnsOf = (kind: keyof typeof recipientTables) => ({
  announcement: announcements,
  authorName: users.name,
  sent: mailsWhere(kind, 'o.sent_at is not null'),
  failed: mailsWhere(kind, 'o.sent_at is null and o.last_error is not null'),
});

export const announcementColumns = columnsOf('event');
export const communityAnnouncementColumns = columnsOf('community');

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
