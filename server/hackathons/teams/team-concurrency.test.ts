// Teams under concurrency, on the PostgreSQL server only (PGlite has one connection and can never
// race), through two app instances sharing the database: one team per person, one leader per team,
// and a last two leaving at once. Each guard has a negative control — the same race with the guard
// taken away must break the rule — so a green run means the guard is what holds.
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../platform/app-deps.ts';
import { hackathonMembers, hackathonProjects } from '../../platform/db/schema/index.ts';
import { loadSessionSecret } from '../../platform/secrets.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { raceUntilBroken } from '../../test/race.ts';
import { onServerDatabase } from '../../test/test-database.ts';
import { promoteLeader } from './team.service.ts';
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

describe.runIf(onServerDatabase())('hackathon teams under concurrency (two instances, one PostgreSQL)', () => {
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
    const members: Actor[] = [];
    for (let i = 1; i < size; i += 1) {
      const member = await participant(a, team);
      await addMember(a, leader, team.event.id, project.id, member);
      members.push(member);
    }
    return { leader, members, projectId: project.id };
  }

  const teamsOf = async (userId: string) =>
    (
      await a.db
        .select({ teams: count() })
        .from(hackathonMembers)
        .where(and(eq(hackathonMembers.eventId, team.event.id), eq(hackathonMembers.userId, userId)))
    )[0].teams;
  const leadersOf = async (projectId: string) =>
    (
      await a.db
        .select({ leaders: count() })
        .from(hackathonMembers)
        .where(and(eq(hackathonMembers.projectId, projectId), eq(hackathonMembers.role, 'LEADER')))
    )[0].leaders;

  /** Two teams' leaders add one person, each ten times, all at once. */
  async function addFromTwoTeams() {
    const [first, second] = [await teamOf(1), await teamOf(1)];
    const wanted = await participant(a, team);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => {
        const from = i % 2 === 0 ? first : second;
        return post(i, from.leader, hackathonPaths.members(team.event.id, from.projectId), { userId: wanted.user.id });
      }),
    );
    return { answers: tally(answers.map(answerOf)), teams: await teamsOf(wanted.user.id) };
  }

  it(`${PARALLEL} parallel "add this person" from two teams: on exactly one team, the rest 409 G09010`, async () => {
    expect(await addFromTwoTeams()).toEqual({ answers: { ok: 1, G09010: PARALLEL - 1 }, teams: 1 });
  });

  // No negative control here: while a leader may leave only as the last one, every interleaving of
  // two leaves ends consistently even without the project lock (each sees the other's row until it
  // commits). The test still fails if a leave ever left a team without its leader, or deleted twice.
  it(`${PARALLEL} parallel "leave" by the last two: the project is deleted once, or one leader remains`, async () => {
    for (let round = 0; round < 3; round += 1) {
      const { leader, members, projectId } = await teamOf(2);
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          post(i, i % 2 === 0 ? leader : members[0], hackathonPaths.leave(team.event.id, projectId)),
        ),
      );
      const deletedAnswers = answers.filter(
        (res) => res.statusCode === 200 && res.json<{ data: { projectDeleted: boolean } }>().data.projectDeleted,
      ).length;
      const [project] = await a.db
        .select({ id: hackathonProjects.id })
        .from(hackathonProjects)
        .where(eq(hackathonProjects.id, projectId));
      const left = await a.db
        .select({ userId: hackathonMembers.userId, role: hackathonMembers.role })
        .from(hackathonMembers)
        .where(eq(hackathonMembers.projectId, projectId));
      if (project) {
        expect(deletedAnswers).toBe(0);
        expect(left).toEqual([{ userId: leader.user.id, role: 'LEADER' }]);
      } else {
        expect(deletedAnswers).toBe(1);
        expect(left).toEqual([]);
      }
      // The member left once; everything else was refused with the rule's own code.
      const codes = tally(answers.map(answerOf));
      expect(Object.keys(codes).every((code) => ['ok', 'G04011', 'G04010', 'G20061'].includes(code))).toBe(true);
    }
  });

  /** A leader hands the lead to the members of a team of ten, twenty times at once. */
  async function promoteAtOnce(promote: (i: number, leader: Actor, projectId: string, memberId: string) => Promise<string>) {
    const { leader, members, projectId } = await teamOf(10);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => promote(i, leader, projectId, members[i % members.length].user.id)),
    );
    return { answers: tally(answers), leaders: await leadersOf(projectId) };
  }

  it(`${PARALLEL} parallel promotions: exactly one leader`, async () => {
    const result = await promoteAtOnce(async (i, leader, projectId, memberId) =>
      answerOf(await post(i, leader, hackathonPaths.promote(team.event.id, projectId, memberId))),
    );
    expect(result.leaders).toBe(1);
    expect(result.answers.ok).toBe(1);
    expect(result.answers.G01019).toBe(PARALLEL - 1);
  });

  describe('negative controls: without the guards the same races break the rules', () => {
    it('without the one-team index, the person ends up on both teams', async () => {
      await a.db.execute(sql`drop index hackathon_members_one_team`);
      const result = await raceUntilBroken(addFromTwoTeams, ({ teams }) => teams > 1);
      expect(result.teams).toBeGreaterThan(1);
    });

    it('without the project lock, the checked demotion and the one-leader index, a team gets several leaders', async () => {
      await a.db.execute(sql`drop index hackathon_members_one_leader`);
      const deps: AppDeps = {
        db: a.db,
        env: a.env,
        clock: a.clock,
        kickOutbox: () => {},
        sessionSecret: loadSessionSecret(a.env),
        files: a.files,
      };
      const promoteUnguarded = () =>
        promoteAtOnce(async (_i, leader, projectId, memberId) => {
          try {
            await promoteLeader(deps, leader.user.id, team.event.id, projectId, memberId, { guarded: false });
            return 'ok';
          } catch (error) {
            return (error as { code?: string }).code ?? 'error';
          }
        });
      const result = await raceUntilBroken(promoteUnguarded, ({ leaders }) => leaders > 1);
      expect(result.leaders).toBeGreaterThan(1);
    });
  });
});
