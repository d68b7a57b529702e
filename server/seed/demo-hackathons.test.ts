import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { events, hackathonMembers, hackathonProjects, registrations, users } from '../platform/db/schema/index.ts';
import { seedDemoIfEmpty } from './demo.ts';
import { createTestApp, type TestApp } from '../test/create-test-app.ts';
import { sessionCookieFor } from '../test/factories.ts';
import { DEMO_FINISHED_HACKATHON, DEMO_HACKATHON } from './demo-hackathons.ts';
import { hackathonPaths } from '../test/hackathons.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const as = async (email: string) => {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  return { cookie: await sessionCookieFor(t, { ...user }) };
};

it('gives the demo hackathon tracks, a deadline and teams of approved participants in every recruit status, once', async () => {
  expect(await seedDemoIfEmpty(t.db, t.clock, t.files)).toContain('hackathons');
  expect(await seedDemoIfEmpty(t.db, t.clock, t.files)).toEqual([]);
  const [event] = await t.db.select().from(events).where(eq(events.handle, DEMO_HACKATHON));
  const sora = await as('sora.jung@guest.example');
  const overview = (await t.app.inject({ url: hackathonPaths.overview(event.id), headers: sora })).json().data;
  expect(overview.tracks).toHaveLength(3);
  expect(overview.submissionDeadline).not.toBeNull();
  expect(overview.viewer).toMatchObject({ isParticipant: true, myProjectId: null, hasCard: true });
  // Its public page's showcase: the tracks, time left before the deadline, teams recruiting.
  const showcase = (await t.app.inject({ url: `/v1/events/${event.id}/hackathon/showcase` })).json().data;
  expect(showcase.tracks).toHaveLength(3);
  expect(showcase.secondsLeft).toBeGreaterThan(0);
  expect(showcase.recruitingTeamCount).toBeGreaterThan(0);
  expect(showcase.teamCount).toBeGreaterThan(showcase.recruitingTeamCount);

  const page = (await t.app.inject({ url: hackathonPaths.projects(event.id), headers: sora })).json().data;
  expect(new Set(page.items.map((p: { recruitStatus: string }) => p.recruitStatus))).toEqual(
    new Set(['TEAM_FINDING', 'MEMBER_FINDING', 'TEAM_BUILDING_COMPLETE']),
  );
  expect(page.items.some((p: { commentCount: number }) => p.commentCount > 0)).toBe(true);
  expect(
    (await t.app.inject({ url: `${hackathonPaths.projects(event.id)}?tab=SAVED`, headers: sora })).json().data.items,
  ).toHaveLength(1);
  // An invitation waits for Sora, and a join request for Study Buddy's leader.
  expect((await t.app.inject({ url: hackathonPaths.teamRequests(event.id), headers: sora })).json().data).toMatchObject([
    { kind: 'INVITATION', status: 'PENDING', canAnswer: true, project: { title: 'Helpdesk Hero' } },
  ]);
  const yuna = await as('yuna.choi@guest.example');
  expect((await t.app.inject({ url: hackathonPaths.teamRequests(event.id), headers: yuna })).json().data).toMatchObject([
    { kind: 'REQUEST', status: 'PENDING', canAnswer: true, position: 'BACKEND', project: { title: 'Study Buddy' } },
  ]);

  const members = await t.db
    .select({ userId: hackathonMembers.userId })
    .from(hackathonMembers)
    .where(eq(hackathonMembers.eventId, event.id));
  const approved = await t.db
    .select({ userId: registrations.userId })
    .from(registrations)
    .where(
      and(
        eq(registrations.eventId, event.id),
        eq(registrations.status, 'APPROVED'),
        eq(registrations.participationType, 'PARTICIPANT'),
        inArray(
          registrations.userId,
          members.map((m) => m.userId),
        ),
      ),
    );
  expect(approved).toHaveLength(members.length);

  const forYou = (await t.app.inject({ url: hackathonPaths.recommendations(event.id), headers: sora })).json().data;
  expect(forYou.kind).toBe('PROJECTS');
  expect(forYou.items.length).toBeGreaterThan(0);
  const news = (await t.app.inject({ url: hackathonPaths.announcements(event.id), headers: sora })).json().data.items;
  expect(news.length).toBeGreaterThan(3);
});

it('gives the finished demo hackathon two tracks and complete teams whose handed-in text is frozen by its past deadline', async () => {
  const [event] = await t.db.select().from(events).where(eq(events.handle, DEMO_FINISHED_HACKATHON));
  const sora = await as('sora.jung@guest.example');
  const overview = (await t.app.inject({ url: hackathonPaths.overview(event.id), headers: sora })).json().data;
  expect(overview.tracks.map((track: { name: string }) => track.name)).toEqual([
    'Warmer neighbourhoods · 따뜻한 동네',
    'Greener city · 초록 도시',
  ]);
  const deadline = new Date(overview.submissionDeadline);
  expect(deadline.getTime()).toBeGreaterThan(event.startsAt.getTime());
  expect(deadline.getTime()).toBeLessThan(t.clock.now().getTime());

  const page = (await t.app.inject({ url: hackathonPaths.projects(event.id), headers: sora })).json().data;
  expect(page.items).toHaveLength(5);
  expect(page.items.every((p: { recruitStatus: string }) => p.recruitStatus === 'TEAM_BUILDING_COMPLETE')).toBe(true);
  const rows = await t.db.select().from(hackathonProjects).where(eq(hackathonProjects.eventId, event.id));
  for (const row of rows) {
    expect(row.updatedAt.getTime()).toBeLessThan(deadline.getTime());
    expect(row.links.sourceCode).toMatch(/^https:\/\//);
  }

  const members = await t.db
    .select({ userId: hackathonMembers.userId })
    .from(hackathonMembers)
    .where(eq(hackathonMembers.eventId, event.id));
  expect(members).toHaveLength(9);
  const approved = await t.db
    .select({ userId: registrations.userId })
    .from(registrations)
    .where(
      and(
        eq(registrations.eventId, event.id),
        eq(registrations.status, 'APPROVED'),
        eq(registrations.participationType, 'PARTICIPANT'),
        inArray(
          registrations.userId,
          members.map((m) => m.userId),
        ),
      ),
    );
  expect(approved).toHaveLength(members.length);

  // Frozen: its own leader can no longer change what was handed in; team building stays open.
  const mine = rows.find((row) => row.teamName === '골목탐험대')!;
  const url = hackathonPaths.project(event.id, mine.id);
  const retitle = await t.app.inject({ method: 'PATCH', url, headers: sora, payload: { title: 'Alley Map 2' } });
  expect([retitle.statusCode, retitle.json().errorCode]).toEqual([400, 'G20062']);
  const rename = await t.app.inject({ method: 'PATCH', url, headers: sora, payload: { teamName: '골목탐험대 2' } });
  expect(rename.statusCode).toBe(200);
  expect(rename.json().data.title).toBe(mine.title);
});
