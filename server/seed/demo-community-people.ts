// The demo community's people and events, alive after `npm start` at
// http://seoul-builders.localhost:3000: two curations on Home and Members ("Mentors this month"
// among them), a member-only dinner that non-members are refused, and a public demo day.
import { eq } from 'drizzle-orm';
import { CreateEventSchema } from '../../contract/events.ts';
import { communities, communityCurations, communityMembers, users } from '../platform/db/schema/index.ts';
import type { DemoSeeder } from './demo.ts';
import { createEvent, publishEvent } from '../events/index.ts';

export const DEMO_COMMUNITY = 'seoul-builders';
export const DEMO_MEMBER_ONLY_EVENT = 'seoul-builders-dinner';
export const DEMO_PUBLIC_COMMUNITY_EVENT = 'seoul-builders-demo-day';
const DAY = 86_400_000;

const curations = [
  {
    title: 'Mentors this month · 이달의 멘토',
    note: 'Ask them about fundraising, hiring and shipping. 투자 유치, 채용, 출시에 대해 물어보세요.',
    members: ['daniel.cho@guest.example', 'alex.morgan@moim.example', 'minji.park@guest.example'],
  },
  {
    title: 'New faces · 새 얼굴',
    note: 'Say hello to our newest builders. 새로 합류한 빌더들에게 인사해 주세요.',
    members: ['yuna.choi@guest.example', 'seojun.lee@moim.example'],
  },
];

export const demoCommunityPeopleSeeder: DemoSeeder = {
  name: 'community people',
  async seed(db, clock) {
    const [community] = await db.select().from(communities).where(eq(communities.handle, DEMO_COMMUNITY));
    if (!community) return false;
    const [already] = await db
      .select({ id: communityCurations.id })
      .from(communityCurations)
      .where(eq(communityCurations.communityId, community.id))
      .limit(1);
    if (already) return false;
    const people = await db
      .select({ id: users.id, email: users.email, role: communityMembers.role, status: communityMembers.status })
      .from(communityMembers)
      .innerJoin(users, eq(users.id, communityMembers.userId))
      .where(eq(communityMembers.communityId, community.id));
    const owner = people.find((person) => person.role === 'OWNER');
    if (!owner) return false;
    const approved = new Map(people.filter((person) => person.status === 'APPROVED').map((person) => [person.email, person.id]));
    const now = clock.now();
    for (const [index, curation] of curations.entries()) {
      const memberIds = curation.members.flatMap((email) => (approved.has(email) ? [approved.get(email)!] : []));
      if (memberIds.length === 0) continue;
      const at = new Date(now.getTime() - (curations.length - index) * 60_000);
      await db.insert(communityCurations).values({
        communityId: community.id,
        title: curation.title,
        note: curation.note,
        memberIds,
        createdBy: owner.id,
        createdAt: at,
        updatedAt: at,
      });
    }
    const deps = { db, clock };
    const inDays = (days: number, hour: number) =>
      new Date(Math.floor(now.getTime() / DAY) * DAY + days * DAY + hour * 3_600_000).toISOString();
    const events = [
      {
        handle: DEMO_MEMBER_ONLY_EVENT,
        title: 'Builders’ dinner · 빌더스 디너 (members only)',
        visibility: 'MEMBER_ONLY' as const,
        loungeEnabled: true,
        description:
          '<p>A quiet dinner for Seoul Builders members: bring one thing you shipped this month.</p><p>서울 빌더스 멤버 전용 저녁 모임입니다.</p>',
        startsAt: inDays(9, 10),
        endsAt: inDays(9, 13),
      },
      {
        handle: DEMO_PUBLIC_COMMUNITY_EVENT,
        title: 'Seoul Builders Demo Day · 데모데이',
        visibility: 'PUBLIC' as const,
        loungeEnabled: false,
        description:
          '<p>Six members demo what they are building. Everyone is welcome.</p><p>멤버 여섯 명이 만들고 있는 제품을 시연합니다. 누구나 환영합니다.</p>',
        startsAt: inDays(16, 9),
        endsAt: inDays(16, 12),
      },
    ];
    for (const input of events) {
      const event = await createEvent(
        deps,
        owner.id,
        CreateEventSchema.parse({
          ...input,
          timezone: 'Asia/Seoul',
          location: {
            mode: 'OFFLINE',
            venue: { type: 'MANUAL', fullAddress: '311 Gangnam-daero, Seocho-gu, Seoul', city: 'Seoul' },
            detail: '2F',
          },
          eventTypes: ['MEETUP'],
          eventFields: ['STARTUPS_ENTREPRENEURSHIP'],
        }),
        { communityId: community.id },
      );
      await publishEvent(deps, owner.id, event.id);
    }
    return true;
  },
};
