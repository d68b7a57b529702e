// Scores under concurrency, on the PostgreSQL server only (PGlite has one connection and can never
// race), through two app instances sharing the database: 20 parallel submits of one score by one
// judge leave one row and one final score. The negative control takes the guards away — the
// conditional DRAFT → SUBMITTED update and the one-score-per-judge-and-project index — and the
// same race then "finalises" the score many times over.
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../../../contract/endpoint.ts';
import {
  runJudgingAssignments,
  setJudgingAssignmentSettings,
  submitJudgingScore,
} from '../../../../contract/endpoints/hackathons/judging.ts';
import type { AppDeps } from '../../../platform/app-deps.ts';
import { judgingScores } from '../../../platform/db/schema/index.ts';
import { loadSessionSecret } from '../../../platform/secrets.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { onServerDatabase } from '../../../test/test-database.ts';
import { submitScore } from './scores.service.ts';
import { assignedTo, expectOk, judgingSetup, send, valuesFor, type JudgingSetup } from '../../../test/judging.ts';

const PARALLEL = 20;

describe.runIf(onServerDatabase())('judging scores under concurrency (two instances, one PostgreSQL)', () => {
  let a: TestApp;
  let b: TestApp;
  let s: JudgingSetup;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ sharedDatabaseUrl: a.databaseUrl, clock: a.clock });
    s = await judgingSetup(a);
    await expectOk(
      await send(a, s.team.owner, 'PUT', pathOf(setJudgingAssignmentSettings, { id: s.E }), {
        judgesPerProject: 3,
        perTrack: false,
      }),
    );
    await expectOk(await send(a, s.team.owner, 'POST', pathOf(runJudgingAssignments, { id: s.E })));
    s.openJudging();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const tally = (codes: string[]) =>
    codes.reduce<Record<string, number>>((acc, code) => ({ ...acc, [code]: (acc[code] ?? 0) + 1 }), {});
  const rowsOf = async (judgeId: string, projectId: string) =>
    (
      await a.db
        .select({ rows: count() })
        .from(judgingScores)
        .where(and(eq(judgingScores.judgeId, judgeId), eq(judgingScores.projectId, projectId)))
    )[0].rows;

  it(`${PARALLEL} parallel submits of one score by one judge: one row, one final score, the rest 409 G09030`, async () => {
    const judge = s.judges[0];
    const [projectId] = await assignedTo(a, s.team.owner, s.E, judge.user.id);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        (i % 2 === 0 ? a : b).app.inject({
          method: 'POST',
          url: pathOf(submitJudgingScore, { id: s.E, projectId }),
          headers: { cookie: judge.cookie },
          payload: { values: valuesFor(s.criteria, i % 3) },
        }),
      ),
    );
    const codes = tally(answers.map((res) => (res.statusCode === 200 ? 'ok' : res.json().errorCode)));
    expect(codes).toEqual({ ok: 1, G09030: PARALLEL - 1 });
    expect(await rowsOf(judge.user.id, projectId)).toBe(1);
    const [row] = await a.db
      .select()
      .from(judgingScores)
      .where(and(eq(judgingScores.judgeId, judge.user.id), eq(judgingScores.projectId, projectId)));
    const winner = answers.find((res) => res.statusCode === 200)!.json().data;
    // The one that answered "submitted" is the score that stands.
    expect(row).toMatchObject({ status: 'SUBMITTED', values: winner.values });
  });

  it('negative control: without the conditional update and the unique index, the same race finalises many times', async () => {
    await a.db.execute(sql`drop index judging_scores_one_per_judge_project`);
    const judge = s.judges[1];
    const [projectId] = await assignedTo(a, s.team.owner, s.E, judge.user.id);
    const deps: AppDeps = {
      db: a.db,
      env: a.env,
      clock: a.clock,
      kickOutbox: () => {},
      sessionSecret: loadSessionSecret(a.env),
      files: a.files,
    };
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, async (_, i) => {
        try {
          await submitScore(deps, judge.user.id, s.E, projectId, { values: valuesFor(s.criteria, i % 3) }, { guarded: false });
          return 'ok';
        } catch (error) {
          return (error as { code?: string }).code ?? 'error';
        }
      }),
    );
    const finals = tally(answers).ok ?? 0;
    const rows = await rowsOf(judge.user.id, projectId);
    expect(finals > 1 || rows > 1).toBe(true);
  });
});
