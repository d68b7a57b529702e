import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pathOf } from '../../contract/endpoint.ts';
import {
  getJudgeQueue,
  getJudgingCriteria,
  getJudgingProgress,
  getJudgingResults,
  getPublishedHackathonResults,
  listHackathonJudges,
  listJudgingAssignments,
} from '../../contract/endpoints/hackathons/judging.ts';
import type {
  AssignmentList,
  Criteria,
  HostResults,
  JudgeQueue,
  JudgingProgress,
  PublicResults,
} from '../../contract/judging.ts';
import { eventHosts, events, judgingAssignments, judgingScores, users } from '../platform/db/schema/index.ts';
import { seedDemoIfEmpty } from './demo.ts';
import { createTestApp, type TestApp } from '../test/create-test-app.ts';
import { sessionCookieFor } from '../test/factories.ts';
import { DEMO_FINISHED_HACKATHON, DEMO_HACKATHON } from './demo-hackathons.ts';

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

const hostOf = async (eventId: string) => {
  const [host] = await t.db
    .select({ email: users.email })
    .from(eventHosts)
    .innerJoin(users, eq(users.id, eventHosts.userId))
    .where(and(eq(eventHosts.eventId, eventId), eq(eventHosts.role, 'HOST')));
  return as(host.email);
};

const eventOf = async (handle: string) => (await t.db.select().from(events).where(eq(events.handle, handle)))[0];

it('gives the ongoing demo hackathon criteria, judges and balanced assignments but no scores, once', async () => {
  expect(await seedDemoIfEmpty(t.db, t.clock, t.files)).toContain('judging');
  expect(await seedDemoIfEmpty(t.db, t.clock, t.files)).toEqual([]);
  const event = await eventOf(DEMO_HACKATHON);
  const hostCookie = await hostOf(event.id);

  const criteria = (await t.app.inject({ url: pathOf(getJudgingCriteria, { id: event.id }), headers: hostCookie })).json()
    .data as Criteria;
  expect(criteria.criteria.map((c) => c.name.ko)).toEqual(['임팩트', '완성도', '발표']);
  expect(criteria.locked).toBe(false);

  const judges = (await t.app.inject({ url: pathOf(listHackathonJudges, { id: event.id }), headers: hostCookie })).json().data
    .items as {
    source: string;
  }[];
  expect(new Set(judges.map((j) => j.source))).toEqual(new Set(['GUEST', 'HOST']));

  const assignments = (await t.app.inject({ url: pathOf(listJudgingAssignments, { id: event.id }), headers: hostCookie })).json()
    .data as AssignmentList;
  expect(assignments.items.length).toBeGreaterThan(2);
  for (const item of assignments.items) expect(item.judges).toHaveLength(Math.min(2, judges.length));
  const progress = (await t.app.inject({ url: pathOf(getJudgingProgress, { id: event.id }), headers: hostCookie })).json()
    .data as JudgingProgress;
  expect(progress.window.status).toBe('NOT_STARTED');
  expect(progress.totals).toEqual({ assigned: expect.any(Number), submitted: 0 });
  expect(progress.totals.assigned).toBeGreaterThan(2);
  expect(progress.judges.every((j) => j.drafts === 0 && j.submitted === 0)).toBe(true);
  expect(await t.db.select().from(judgingScores).where(eq(judgingScores.eventId, event.id))).toEqual([]);

  const queue = (
    await t.app.inject({ url: pathOf(getJudgeQueue, { id: event.id }), headers: await as('priya.nair@guest.example') })
  ).json().data as JudgeQueue;
  expect(queue.window.status).toBe('NOT_STARTED');
  expect(queue.items.length).toBeGreaterThan(0);
  expect(queue.criteria).toHaveLength(3);
  const unpublished = await t.app.inject({ url: pathOf(getPublishedHackathonResults, { id: event.id }) });
  expect([unpublished.statusCode, unpublished.json().errorCode]).toEqual([404, 'G04032']);
});

it('judges the finished demo hackathon completely and shows its published results to anyone', async () => {
  const event = await eventOf(DEMO_FINISHED_HACKATHON);
  expect(event.endsAt.getTime()).toBeLessThan(t.clock.now().getTime());
  const hostCookie = await hostOf(event.id);

  const criteria = (await t.app.inject({ url: pathOf(getJudgingCriteria, { id: event.id }), headers: hostCookie })).json()
    .data as Criteria;
  expect(criteria.criteria.map((c) => [c.name.en, c.name.ko])).toEqual([
    ['Usefulness', '유용성'],
    ['Craft', '완성도'],
    ['Pitch', '발표'],
  ]);
  expect(criteria.locked).toBe(true);
  const judges = (await t.app.inject({ url: pathOf(listHackathonJudges, { id: event.id }), headers: hostCookie })).json().data
    .items as {
    source: string;
    name: string;
  }[];
  expect(judges.map((j) => j.source)).toEqual(['GUEST', 'HOST', 'HOST']);

  const assignments = await t.db.select().from(judgingAssignments).where(eq(judgingAssignments.eventId, event.id));
  const scores = await t.db.select().from(judgingScores).where(eq(judgingScores.eventId, event.id));
  expect(assignments).toHaveLength(10);
  expect(scores.map((s) => `${s.projectId}:${s.judgeId}:${s.status}`).sort()).toEqual(
    assignments.map((a) => `${a.projectId}:${a.judgeId}:SUBMITTED`).sort(),
  );
  const progress = (await t.app.inject({ url: pathOf(getJudgingProgress, { id: event.id }), headers: hostCookie })).json()
    .data as JudgingProgress;
  expect(progress.window.status).toBe('CLOSED');
  expect(progress.totals).toEqual({ assigned: 10, submitted: 10 });
  const host = (await t.app.inject({ url: pathOf(getJudgingResults, { id: event.id }), headers: hostCookie })).json()
    .data as HostResults;
  expect(host.window.publishedAt).not.toBeNull();
  for (const score of scores) {
    expect(score.submittedAt!.getTime()).toBeGreaterThanOrEqual(new Date(host.window.opensAt!).getTime());
    expect(score.submittedAt!.getTime()).toBeLessThan(new Date(host.window.publishedAt!).getTime());
  }
  expect(new Date(host.window.publishedAt!).getTime()).toBeLessThan(t.clock.now().getTime());

  // Signed out, through the public route.
  const response = await t.app.inject({ url: pathOf(getPublishedHackathonResults, { id: event.id }) });
  expect(response.statusCode).toBe(200);
  const results = response.json().data as PublicResults;
  expect(results.publishedAt).toBe(host.window.publishedAt);
  expect(results.overall.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5]);
  expect(new Set(results.overall.map((row) => row.project.title)).size).toBe(5);
  for (const row of results.overall) expect(row).toMatchObject({ judgeCount: 2, points: expect.any(Number) });
  expect(results.overall[0].points).toBeGreaterThan(results.overall[4].points!);
  // The badges: the podium overall and each track's winner.
  expect(results.overall.map((row) => row.award)).toEqual(['FIRST', 'SECOND', 'THIRD', null, null]);
  for (const track of results.tracks) expect(track.rows.map((row) => row.award)[0]).toBe('TRACK_WINNER');
  const tracks = Object.fromEntries(results.tracks.map((track) => [track.track.name, track.rows.map((row) => row.rank)]));
  expect(tracks).toEqual({ 'Warmer neighbourhoods · 따뜻한 동네': [1, 2, 3], 'Greener city · 초록 도시': [1, 2] });
  // Within a track, the overall order.
  for (const track of results.tracks) {
    const overallRanks = track.rows.map((row) => results.overall.find((o) => o.project.id === row.project.id)!.rank);
    expect(overallRanks).toEqual([...overallRanks].sort((a, b) => a - b));
  }
});
