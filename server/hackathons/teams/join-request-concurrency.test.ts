// Accepting join requests under concurrency, on the PostgreSQL server only (PGlite has one
// connection and can never race), through two app instances sharing the database: a team never
// grows past its size, and a person accepted by two teams at once ends up on exactly one. Each
// guard has a negative control — the same race with the guard taken away must break the rule.
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hackathonLimits } from '../../../contract/hackathons.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { hackathonMembers } from '../../platform/db/schema/index.ts';
import { loadSessionSecret } from '../../platform/secrets.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { raceUntilBroken } from '../../test/race.ts';
import { onServerDatabase } from '../../test/test-database.ts';
import { acceptTeamRequest } from './join-requests.service.ts';
import {
  addMember,
  addTrack,
  createProject,
  hackathonTeam,
  participant,
  type Actor,
  type HackathonTeam,
  hackathonPaths,
} from '../../test/hackathons.ts';

const PARALLEL = 20;
const SEATS_LEFT = 3;

describe.runIf(onServerDatabase())('join requests under concurrency (two instances, one PostgreSQL)', () => {
  let a: TestApp;
  let b: TestApp;
  let team: HackathonTeam;
  let trackId: string;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ sharedDatabaseUrl: a.databaseUrl, clock: a.clock });
    team = await hackathonTeam(a);
    trackId = (await addTrack(a, team.owner, team.event.id)).id;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const appFor = (i: number) => (i % 2 === 0 ? a : b).app;
  const answerOf = (res: { statusCode: number; json: () => { errorCode?: string } }) =>
    res.statusCode < 300 ? 'ok' : res.json().errorCode!;
  const tally = (codes: string[]) =>
    codes.reduce<Record<string, number>>((acc, code) => ({ ...acc, [code]: (acc[code] ?? 0) + 1 }), {});
  const post = (i: number, actor: Actor, url: string, payload?: object) =>
    appFor(i).inject({ method: 'POST', url, headers: { cookie: actor.cookie }, ...(payload ? { payload } : {}) });

  async function teamOf(size: number) {
    const leader = await participant(a, team);
    const project = await createProject(a, leader, team.event.id, trackId);
    for (let i = 1; i < size; i += 1) await addMember(a, leader, team.event.id, project.id, await participant(a, team));
    return { leader, projectId: project.id };
  }
  async function askToJoin(person: Actor, projectId: string): Promise<string> {
    const res = await post(0, person, hackathonPaths.joinRequests(team.event.id, projectId), {});
    if (res.statusCode !== 201) throw new Error(`request failed: ${res.statusCode} ${res.body}`);
    return res.json().data.id;
  }
  const membersOf = async (projectId: string) =>
    (await a.db.select({ members: count() }).from(hackathonMembers).where(eq(hackathonMembers.projectId, projectId)))[0].members;
  const teamsOf = async (userId: string) =>
    (
      await a.db
        .select({ teams: count() })
        .from(hackathonMembers)
        .where(and(eq(hackathonMembers.eventId, team.event.id), eq(hackathonMembers.userId, userId)))
    )[0].teams;

  /** A team with three seats left, and twenty people asking to join it. */
  async function crowdedTeam() {
    const { leader, projectId } = await teamOf(hackathonLimits.teamSize - SEATS_LEFT);
    const requestIds: string[] = [];
    for (let i = 0; i < PARALLEL; i += 1) requestIds.push(await askToJoin(await participant(a, team), projectId));
    return { leader, projectId, requestIds };
  }

  it(`${PARALLEL} parallel accepts into a team with ${SEATS_LEFT} seats left: ${SEATS_LEFT} join, the rest 400 G20073`, async () => {
    const { leader, projectId, requestIds } = await crowdedTeam();
    const answers = await Promise.all(
      requestIds.map((requestId, i) => post(i, leader, hackathonPaths.accept(team.event.id, requestId))),
    );
    expect(tally(answers.map(answerOf))).toEqual({ ok: SEATS_LEFT, G20073: PARALLEL - SEATS_LEFT });
    expect(await membersOf(projectId)).toBe(hackathonLimits.teamSize);
  });

  /** One person asks two teams; both leaders accept, ten times each, all at once. */
  async function acceptedByTwoTeams() {
    const [first, second] = [await teamOf(1), await teamOf(1)];
    const person = await participant(a, team);
    const toFirst = await askToJoin(person, first.projectId);
    const toSecond = await askToJoin(person, second.projectId);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        i % 2 === 0
          ? post(i, first.leader, hackathonPaths.accept(team.event.id, toFirst))
          : post(i, second.leader, hackathonPaths.accept(team.event.id, toSecond)),
      ),
    );
    return { answers: tally(answers.map(answerOf)), teams: await teamsOf(person.user.id) };
  }

  it(`one person accepted by two teams at once (${PARALLEL} accepts): on exactly one team`, async () => {
    const { answers, teams } = await acceptedByTwoTeams();
    expect(teams).toBe(1);
    expect(answers.ok).toBe(1);
    expect(Object.keys(answers).every((code) => ['ok', 'G09010', 'G20402'].includes(code))).toBe(true);
  });

  describe('negative controls: without the guards the same races break the rules', () => {
    it('without the team lock, a team grows past its size', async () => {
      const deps: AppDeps = {
        db: a.db,
        env: a.env,
        clock: a.clock,
        files: a.files,
        kickOutbox: () => {},
        sessionSecret: loadSessionSecret(a.env),
      };
      const acceptUnguarded = async () => {
        const { leader, projectId, requestIds } = await crowdedTeam();
        await Promise.all(
          requestIds.map((requestId) =>
            acceptTeamRequest(deps, leader.user.id, team.event.id, requestId, { guarded: false }).catch(() => null),
          ),
        );
        return membersOf(projectId);
      };
      const members = await raceUntilBroken(acceptUnguarded, (size) => size > hackathonLimits.teamSize);
      expect(members).toBeGreaterThan(hackathonLimits.teamSize);
    });

    it('without the one-team index, the person ends up on both teams', async () => {
      await a.db.execute(sql`drop index hackathon_members_one_team`);
      const result = await raceUntilBroken(acceptedByTwoTeams, ({ teams }) => teams > 1);
      expect(result.teams).toBeGreaterThan(1);
    });
  });
});
