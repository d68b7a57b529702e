// Demo data for community announcements: Seoul Builders has one sent to its members (who see it on
// the community's home) and one scheduled for next week. Written straight to the tables; no mail is sent.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../platform/db/client.ts';
import {
  announcements,
  communities,
  communityAnnouncementRecipients,
  communityMembers,
  users,
} from '../platform/db/schema/index.ts';
import { DEMO_COMMUNITY_HANDLE } from './demo-communities.ts';
import type { DemoSeeder } from './demo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

async function seed(db: Db, clock: Clock): Promise<boolean> {
  const [community] = await db.select().from(communities).where(eq(communities.handle, DEMO_COMMUNITY_HANDLE));
  if (!community) return false;
  const [existing] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(eq(announcements.communityId, community.id));
  if (existing) return false;
  const [owner] = await db
    .select({ userId: communityMembers.userId })
    .from(communityMembers)
    .where(and(eq(communityMembers.communityId, community.id), eq(communityMembers.role, 'OWNER')));
  const now = clock.now();
  const sentAt = new Date(now.getTime() - 2 * DAY_MS);
  const scheduledAt = new Date(now.getTime() + 7 * DAY_MS);

  const [sent] = await db
    .insert(announcements)
    .values({
      communityId: community.id,
      authorId: owner?.userId ?? null,
      subjectEn: 'Office hours move to Thursdays',
      bodyEn: '<p>From next week, office hours with the mentors are on <strong>Thursdays at 7 pm</strong> in Seongsu.</p>',
      subjectKo: '오피스 아워가 목요일로 바뀝니다',
      bodyKo: '<p>다음 주부터 멘토 오피스 아워는 성수에서 <strong>목요일 저녁 7시</strong>에 열립니다.</p>',
      audience: {},
      status: 'SENT',
      sendAt: sentAt,
      sendDay: utcDay(sentAt),
      daySlot: 1,
      sentAt,
      createdAt: sentAt,
    })
    .returning();
  const members = await db
    .select({ userId: communityMembers.userId, email: users.email, locale: users.locale })
    .from(communityMembers)
    .innerJoin(users, eq(users.id, communityMembers.userId))
    .where(and(eq(communityMembers.communityId, community.id), eq(communityMembers.status, 'APPROVED')));
  if (members.length > 0)
    await db
      .insert(communityAnnouncementRecipients)
      .values(members.map((m) => ({ announcementId: sent.id, ...m, muteToken: randomBytes(18).toString('base64url') })));
  await db.update(announcements).set({ recipientCount: members.length }).where(eq(announcements.id, sent.id));

  await db.insert(announcements).values({
    communityId: community.id,
    authorId: owner?.userId ?? null,
    subjectEn: 'Demo day: sign-ups open',
    bodyEn: '<p>Show what you built at the next demo day. Sign up on the community’s events page.</p>',
    subjectKo: '데모 데이 신청이 열렸습니다',
    bodyKo: '<p>다음 데모 데이에서 만든 것을 보여 주세요. 커뮤니티 이벤트 페이지에서 신청할 수 있습니다.</p>',
    audience: {},
    status: 'SCHEDULED',
    sendAt: scheduledAt,
    sendDay: utcDay(scheduledAt),
    daySlot: 1,
    createdAt: now,
  });
  return true;
}

export const demoCommunityMessagesSeeder: DemoSeeder = { name: 'community messages', seed };
