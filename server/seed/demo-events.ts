import { eq, inArray } from 'drizzle-orm';
import { CreateEventSchema, type CreateEventInput } from '../../contract/events.ts';
import { eventHosts, events, users } from '../platform/db/schema/index.ts';
import type { DemoSeeder } from './demo.ts';
import { demoUsers } from './demo-users.ts';
import { createEvent } from '../events/index.ts';

type DemoEvent = {
  input: CreateEventInput;
  published: boolean;
  team?: { email: string; role: 'CO_HOST' | 'STAFF' }[];
};

const DAY = 86_400_000;
const host = demoUsers[0].email;

/** A time `days` from now at an hour in Seoul (KST, UTC+9), as the editor would send it. */
function kst(now: Date, days: number, hour: number, minute = 0): string {
  const date = new Date(now.getTime() + days * DAY);
  const day = date.toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+09:00`;
}

const gangnam = {
  type: 'MANUAL' as const,
  country: 'South Korea',
  region: 'Seoul',
  city: 'Seoul',
  shortAddress: 'Gangnam',
  fullAddress: '서울특별시 강남구 테헤란로 152',
};

function demoEvents(now: Date): DemoEvent[] {
  return [
    {
      published: true,
      input: {
        handle: 'seoul-ai-meetup-12',
        title: '서울 AI 개발자 밋업 #12',
        timezone: 'Asia/Seoul',
        startsAt: kst(now, 7, 19),
        endsAt: kst(now, 7, 21, 30),
        maxParticipants: 80,
        location: { mode: 'OFFLINE', venue: gangnam, detail: '12층 세미나실' },
        eventTypes: ['MEETUP'],
        eventFields: ['IT_PROGRAMMING', 'SCIENCE_TECHNOLOGY'],
        loungeEnabled: true,
        description:
          '<h2>이번 밋업에서는</h2><p>LLM 서비스를 운영하며 배운 점을 나눕니다. 발표 두 개와 네트워킹 시간이 있습니다.</p><ul><li>19:00 입장 및 네트워킹</li><li>19:30 발표</li><li>21:00 Q&amp;A</li></ul>',
      },
    },
    {
      published: true,
      team: [{ email: demoUsers[1].email, role: 'CO_HOST' }],
      input: {
        handle: 'frontend-friday-react-19',
        title: 'Frontend Friday: React 19 in Production',
        timezone: 'Asia/Seoul',
        startsAt: kst(now, 10, 20),
        endsAt: kst(now, 10, 21, 30),
        location: { mode: 'ONLINE', url: 'https://meet.example.com/frontend-friday' },
        eventTypes: ['WORKSHOP'],
        eventFields: ['IT_PROGRAMMING'],
        description:
          '<p>A hands-on evening on <strong>server components</strong>, actions and the new form hooks. Bring a laptop.</p>',
      },
    },
    {
      published: true,
      team: [{ email: demoUsers[2].email, role: 'STAFF' }],
      input: {
        type: 'HACKATHON',
        handle: 'moim-spring-hackathon-2026',
        title: 'Moim Spring Hackathon 2026 · 모임 봄 해커톤',
        timezone: 'Asia/Seoul',
        allDay: true,
        startsAt: kst(now, 21, 0),
        endsAt: kst(now, 22, 0),
        maxParticipants: 120,
        approvalRequired: true,
        waitlistEnabled: true,
        location: {
          mode: 'OFFLINE',
          venue: { ...gangnam, shortAddress: 'Seongsu', fullAddress: '서울특별시 성동구 성수이로 113' },
          detail: '2F Hall',
        },
        eventTypes: ['COMPETITION_CONTEST_HACKATHON'],
        eventFields: ['STARTUPS_ENTREPRENEURSHIP', 'IT_PROGRAMMING'],
        description:
          '<p>Two days, teams of up to four, one theme: tools for communities.</p><p>이틀 동안 최대 4인 팀으로 커뮤니티를 위한 도구를 만듭니다.</p>',
      },
    },
    {
      // Finished: its teams handed in, were judged, and the results are published (demo-judging.ts).
      published: true,
      team: [{ email: demoUsers[1].email, role: 'CO_HOST' }],
      input: {
        type: 'HACKATHON',
        handle: 'moim-winter-hackathon-2025',
        title: 'Moim Winter Hackathon 2025 · 모임 겨울 해커톤',
        timezone: 'Asia/Seoul',
        allDay: true,
        startsAt: kst(now, -45, 0),
        endsAt: kst(now, -44, 0),
        maxParticipants: 60,
        approvalRequired: true,
        location: {
          mode: 'OFFLINE',
          venue: { ...gangnam, shortAddress: 'Seongsu', fullAddress: '서울특별시 성동구 성수이로 113' },
          detail: '2F Hall',
        },
        eventTypes: ['COMPETITION_CONTEST_HACKATHON'],
        eventFields: ['ENVIRONMENT_SUSTAINABILITY', 'IT_PROGRAMMING'],
        description:
          '<p>Two days of building for warmer neighbourhoods and a greener city. The results are in.</p><p>따뜻한 동네와 초록 도시를 위한 이틀간의 해커톤. 결과가 발표되었습니다.</p>',
      },
    },
    {
      published: true,
      input: {
        handle: 'founders-coffee-chat',
        title: "Founders' Coffee Chat (invite only)",
        visibility: 'SECRET',
        timezone: 'Asia/Seoul',
        startsAt: kst(now, 5, 8),
        endsAt: kst(now, 5, 9, 30),
        maxParticipants: 12,
        location: {
          mode: 'OFFLINE',
          venue: { ...gangnam, shortAddress: 'Hannam', fullAddress: '서울특별시 용산구 한남대로 42' },
          detail: null,
        },
        eventTypes: ['MEETING_CONFERENCE'],
        eventFields: ['STARTUPS_ENTREPRENEURSHIP'],
        description: '<p>A small breakfast for first-time founders. Shared by link only.</p>',
      },
    },
    {
      published: true,
      input: {
        // Member-only events belong to a community: the demo's is in Seoul Builders (demo-community-people.ts).
        handle: 'small-teams-book-talk',
        title: '북토크: 『작은 팀의 힘』',
        visibility: 'PUBLIC',
        listed: false,
        timezone: 'Asia/Seoul',
        startsAt: kst(now, 14, 19),
        endsAt: kst(now, 14, 21),
        location: {
          mode: 'OFFLINE',
          venue: { ...gangnam, shortAddress: 'Mapo', fullAddress: '서울특별시 마포구 양화로 45' },
          detail: '북카페 2층',
        },
        eventTypes: ['BOOK_LAUNCH_SIGNING'],
        eventFields: ['BUSINESS_MANAGEMENT'],
        description: '<p>저자와 함께 작은 팀으로 일하는 법을 이야기합니다.</p>',
      },
    },
    {
      published: false,
      input: {
        handle: 'design-systems-study',
        title: 'Design Systems Study (draft)',
        timezone: 'Asia/Seoul',
        startsAt: kst(now, 30, 19),
        endsAt: kst(now, 30, 21),
        location: { mode: 'ONLINE', url: 'https://meet.example.com/design-systems' },
        eventTypes: ['WORKSHOP'],
        eventFields: ['MUSIC_ARTS_CULTURE'],
        description: '<p>Still being planned.</p>',
      },
    },
    {
      published: true,
      input: {
        handle: 'seoul-startup-demo-day',
        title: '서울 스타트업 데모데이 (봄)',
        timezone: 'Asia/Seoul',
        startsAt: kst(now, -14, 14),
        endsAt: kst(now, -14, 18),
        location: { mode: 'OFFLINE', venue: gangnam, detail: '대강당' },
        eventTypes: ['DEMO_DAY'],
        eventFields: ['STARTUPS_ENTREPRENEURSHIP', 'ECONOMICS_FINANCE'],
        description: '<p>열 개 팀의 데모와 투자자 패널 토론이 있었습니다.</p>',
      },
    },
  ];
}

/** A few real-looking events by the demo PRO host: both languages, public, unlisted and secret, a draft and a past one. */
export const demoEventsSeeder: DemoSeeder = {
  name: 'events',
  async seed(db, clock) {
    const list = demoEvents(clock.now());
    const present = await db
      .select({ id: events.id })
      .from(events)
      .where(
        inArray(
          events.handle,
          list.map((e) => e.input.handle!),
        ),
      );
    if (present.length > 0) return false;
    const people = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          demoUsers.map((u) => u.email),
        ),
      );
    const idOf = (email: string) => people.find((p) => p.email === email)?.id;
    const owner = idOf(host);
    if (!owner) return false;
    for (const demo of list) {
      const event = await createEvent({ db, clock }, owner, CreateEventSchema.parse(demo.input));
      if (demo.published)
        await db.update(events).set({ status: 'PUBLISHED', publishedAt: clock.now() }).where(eq(events.id, event.id));
      for (const member of demo.team ?? []) {
        const userId = idOf(member.email);
        if (userId) await db.insert(eventHosts).values({ eventId: event.id, userId, role: member.role, addedAt: clock.now() });
      }
    }
    return true;
  },
};
