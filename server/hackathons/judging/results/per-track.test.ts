// Per track through the API: with enough judges, each judge is given one track's projects only.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pathOf } from '../../../../contract/endpoint.ts';
import { runJudgingAssignments, setJudgingAssignmentSettings } from '../../../../contract/endpoints/hackathons/judging.ts';
import type { AssignmentList } from '../../../../contract/judging.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { expectOk, judgingSetup, send } from '../../../test/judging.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it('pools the judges per track: nobody judges two tracks, every project is judged; off again, N each', async () => {
  const s = await judgingSetup(t);
  await expectOk(
    await send(t, s.team.owner, 'PUT', pathOf(setJudgingAssignmentSettings, { id: s.E }), {
      judgesPerProject: 2,
      perTrack: true,
    }),
  );
  const run = await expectOk<AssignmentList>(await send(t, s.team.owner, 'POST', pathOf(runJudgingAssignments, { id: s.E })));
  expect(run.settings).toEqual({ judgesPerProject: 2, perTrack: true });
  const tracksOf = (list: AssignmentList, judgeId: string) =>
    new Set(list.items.filter((item) => item.judges.some((j) => j.userId === judgeId)).map((item) => item.project.track.id));
  for (const judge of [...s.judges, s.teamJudge]) expect(tracksOf(run, judge.user.id).size).toBe(1);
  for (const item of run.items) expect(item.judges.length).toBeGreaterThanOrEqual(1);

  await expectOk(
    await send(t, s.team.owner, 'PUT', pathOf(setJudgingAssignmentSettings, { id: s.E }), {
      judgesPerProject: 2,
      perTrack: false,
    }),
  );
  const mixed = await expectOk<AssignmentList>(await send(t, s.team.owner, 'POST', pathOf(runJudgingAssignments, { id: s.E })));
  for (const item of mixed.items) expect(item.judges).toHaveLength(2);
});
