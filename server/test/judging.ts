// Test steps for the judging tests: a hackathon with two tracks, four teams, three JUDGE guests,
// a judge who is also on a team, criteria, a submission deadline, and the judging API's calls.
import { and, eq } from 'drizzle-orm';
import { pathOf } from '../../contract/endpoint.ts';
import { listJudgingAssignments, replaceJudgingCriteria } from '../../contract/endpoints/hackathons/judging.ts';
import type { CriterionInput } from '../../contract/judging.ts';
import { registrations } from '../platform/db/schema/index.ts';
import type { TestApp } from './create-test-app.ts';
import type { UserOverrides } from './factories.ts';
import { asActor } from './registrations.ts';
import {
  addMember,
  addTrack,
  createProject,
  hackathonTeam,
  participant,
  registerAs,
  type Actor,
  hackathonPaths,
} from './hackathons.ts';

export type { Actor };
export type JudgingSetup = Awaited<ReturnType<typeof judgingSetup>>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const send = (
  t: TestApp,
  actor: Actor | undefined,
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, headers: { ...asActor(actor), ...headers }, ...(payload ? { payload } : {}) });

export const criteriaInput: CriterionInput[] = [
  { name: { en: 'Impact', ko: '임팩트' }, description: { en: 'Real need', ko: '실제 필요' }, weight: 60, scale: 10 },
  { name: { en: 'Demo', ko: '데모' }, weight: 40, scale: 5 },
];

export async function expectOk<T = unknown>(
  res: { statusCode: number; body: string; json: () => { data: T } },
  status = 200,
): Promise<T> {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  return res.json().data;
}

/** Registers an approved JUDGE. */
export const judge = (t: TestApp, host: Actor, eventId: string, overrides: UserOverrides = {}) =>
  registerAs(t, host, eventId, 'JUDGE', overrides);

/**
 * A hackathon a minute before its deadline: four projects in two tracks,
 * each with a leader and a member; three JUDGE guests; a team member whose registration was then
 * changed to JUDGE (a judge on a team); criteria set. `openJudging` moves past the deadline.
 */
export async function judgingSetup(t: TestApp, options: { memberLocale?: 'en' | 'ko' } = {}) {
  const team = await hackathonTeam(t);
  const E = team.event.id;
  const tracks = [(await addTrack(t, team.owner, E, 'Climate Tech')).id, (await addTrack(t, team.owner, E, '교육')).id];
  const projects: { id: string; leader: Actor; member: Actor; trackId: string }[] = [];
  for (let i = 0; i < 4; i++) {
    const leader = await participant(t, team, { name: `Leader ${i}` });
    const member = await participant(t, team, { name: `Member ${i}`, locale: i === 0 ? (options.memberLocale ?? 'ko') : 'en' });
    const trackId = tracks[i % 2];
    const project = await createProject(t, leader, E, trackId, {
      title: `Project ${i}`,
      teamName: i === 1 ? '=Team;+1' : `Team ${i}`,
    });
    await addMember(t, leader, E, project.id, member);
    projects.push({ id: project.id, leader, member, trackId });
  }
  const judges = [
    await judge(t, team.owner, E, { name: 'Judge A' }),
    await judge(t, team.owner, E, { name: 'Judge B' }),
    await judge(t, team.owner, E, { name: 'Judge C' }),
  ];
  // Someone on project 0's team who is also a judge (the host changed their participation type).
  const teamJudge = await participant(t, team, { name: 'Team Judge' });
  await addMember(t, projects[0].leader, E, projects[0].id, teamJudge);
  await t.db
    .update(registrations)
    .set({ participationType: 'JUDGE' })
    .where(and(eq(registrations.eventId, E), eq(registrations.userId, teamJudge.user.id)));
  const deadline = new Date(t.clock.now().getTime() + 60_000);
  await expectOk(await send(t, team.owner, 'PATCH', hackathonPaths.deadline(E), { submissionDeadline: deadline.toISOString() }));
  const criteria = (
    await expectOk<{ criteria: { id: string; scale: number }[] }>(
      await send(t, team.owner, 'PUT', pathOf(replaceJudgingCriteria, { id: E }), { criteria: criteriaInput }),
    )
  ).criteria;
  return {
    team,
    E,
    tracks,
    projects,
    judges,
    teamJudge,
    deadline,
    criteria,
    openJudging: () => t.clock.set(new Date(deadline.getTime() + 1000)),
  };
}

/** Full marks on every criterion, less `minus`. */
export const valuesFor = (criteria: { id: string; scale: number }[], minus = 0) =>
  Object.fromEntries(criteria.map((c) => [c.id, Math.max(1, c.scale - minus)]));

export async function assignedTo(t: TestApp, host: Actor, eventId: string, judgeId: string): Promise<string[]> {
  const list = await expectOk<{ items: { project: { id: string }; judges: { userId: string }[] }[] }>(
    await send(t, host, 'GET', pathOf(listJudgingAssignments, { id: eventId })),
  );
  return list.items.filter((item) => item.judges.some((j) => j.userId === judgeId)).map((item) => item.project.id);
}
