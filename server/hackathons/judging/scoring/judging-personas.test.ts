// Every judging route against every persona (docs/judging.md, "Who may do what"): the host team
// (HOST, CO_HOST, STAFF), a judge assigned the project, a judge not assigned it, a judge on the
// project's team, a participant, a signed-in stranger and the signed-out. An expected outcome is
// a status (success) or an error code. Then: nobody but hosts sees a score before publication, and
// a judge sees only their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../../../contract/endpoint.ts';
import {
  addHackathonHostJudge,
  declareJudgingConflict,
  exportJudgingResultsCsv,
  getJudgeQueue,
  getJudgingCriteria,
  getJudgingOverview,
  getJudgingProgress,
  getJudgingProject,
  getJudgingResults,
  getPublishedHackathonResults,
  listHackathonJudges,
  listJudgingAssignments,
  listJudgingConflicts,
  publishJudgingResults,
  removeHackathonHostJudge,
  reopenJudgingScore,
  replaceJudgingCriteria,
  runJudgingAssignments,
  saveJudgingDraft,
  setJudgingAssignmentSettings,
  submitJudgingScore,
} from '../../../../contract/endpoints/hackathons/judging.ts';
import type { AssignmentList } from '../../../../contract/judging.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { expectOk, judgingSetup, send, valuesFor, type Actor, type JudgingSetup } from '../../../test/judging.ts';

const personas = [
  'HOST',
  'CO_HOST',
  'STAFF',
  'assigned judge',
  'unassigned judge',
  'judge on the team',
  'participant',
  'stranger',
  'anonymous',
] as const;
type Persona = (typeof personas)[number];
type Outcome = number | string;
type Route = {
  name: string;
  run: (actor: Actor | undefined) => Promise<{ statusCode: number; body: string; json: () => { errorCode?: string } }>;
  expect: Record<Persona, Outcome>;
};

let t: TestApp;
let s: JudgingSetup;
const actors = new Map<Persona, Actor | undefined>();
let projectId: string;
const SECRET = 'a-draft-only-its-judge-sees';
const SUBMITTED = 'a-submitted-comment-hosts-see';

beforeAll(async () => {
  t = await createTestApp();
  s = await judgingSetup(t);
  projectId = s.projects[0].id;
  await expectOk(
    await send(t, s.team.owner, 'PUT', pathOf(setJudgingAssignmentSettings, { id: s.E }), {
      judgesPerProject: 1,
      perTrack: false,
    }),
  );
  const run = await expectOk<AssignmentList>(await send(t, s.team.owner, 'POST', pathOf(runJudgingAssignments, { id: s.E })));
  const assignedId = run.items.find((item) => item.project.id === projectId)!.judges[0].userId;
  const assigned = s.judges.find((j) => j.user.id === assignedId)!;
  const unassigned = s.judges.find((j) => j.user.id !== assignedId)!;
  actors
    .set('HOST', s.team.owner)
    .set('CO_HOST', s.team.coHost)
    .set('STAFF', s.team.staff)
    .set('assigned judge', assigned)
    .set('unassigned judge', unassigned)
    .set('judge on the team', s.teamJudge)
    .set('participant', s.projects[1].leader)
    .set('stranger', s.team.stranger)
    .set('anonymous', undefined);
  s.openJudging();
  await expectOk(
    await send(t, assigned, 'PUT', pathOf(saveJudgingDraft, { id: s.E, projectId }), {
      values: { [s.criteria[0].id]: 7 },
      comment: SECRET,
    }),
  );
});
afterAll(async () => {
  await t?.close();
});

const JUDGES: Persona[] = ['assigned judge', 'unassigned judge', 'judge on the team'];
function outcomes(values: Partial<Record<Persona, Outcome>>, rest: Outcome): Record<Persona, Outcome> {
  return { ...(Object.fromEntries(personas.map((p) => [p, rest])) as Record<Persona, Outcome>), anonymous: 'G01001', ...values };
}
/** Host-side reads: the whole host team; everyone else outside it 404. */
const hostRead = outcomes({ HOST: 200, CO_HOST: 200, STAFF: 200 }, 'G04002');
/** Host-side scores and changes: HOST and CO_HOST; STAFF 403. */
const hostManage = (ok: Outcome) => outcomes({ HOST: ok, CO_HOST: ok, STAFF: 'G01019' }, 'G04002');
/** Judge side: judges as given; the rest of the hackathon 403; strangers 404. */
const judgeSide = (byJudge: Partial<Record<Persona, Outcome>>) =>
  outcomes(
    { HOST: 'G01019', CO_HOST: 'G01019', STAFF: 'G01019', participant: 'G01019', stranger: 'G04002', ...byJudge },
    'G04002',
  );

function routes(): Route[] {
  const E = s.E;
  const P = projectId;
  return [
    { name: 'GET overview', run: (a) => send(t, a, 'GET', pathOf(getJudgingOverview, { id: E })), expect: hostRead },
    { name: 'GET criteria', run: (a) => send(t, a, 'GET', pathOf(getJudgingCriteria, { id: E })), expect: hostRead },
    { name: 'GET judges', run: (a) => send(t, a, 'GET', pathOf(listHackathonJudges, { id: E })), expect: hostRead },
    { name: 'GET conflicts', run: (a) => send(t, a, 'GET', pathOf(listJudgingConflicts, { id: E })), expect: hostRead },
    { name: 'GET assignments', run: (a) => send(t, a, 'GET', pathOf(listJudgingAssignments, { id: E })), expect: hostRead },
    { name: 'GET progress', run: (a) => send(t, a, 'GET', pathOf(getJudgingProgress, { id: E })), expect: hostRead },
    { name: 'GET results', run: (a) => send(t, a, 'GET', pathOf(getJudgingResults, { id: E })), expect: hostManage(200) },
    {
      name: 'GET results.csv',
      run: (a) => send(t, a, 'GET', pathOf(exportJudgingResultsCsv, { id: E })),
      expect: hostManage(200),
    },
    {
      name: 'PUT criteria (unchanged)',
      run: (a) =>
        send(t, a, 'PUT', pathOf(replaceJudgingCriteria, { id: E }), {
          criteria: s.criteria.map((c, i) => ({ id: c.id, name: { en: `C${i}`, ko: `기준${i}` }, weight: 10, scale: c.scale })),
        }),
      expect: hostManage(200),
    },
    {
      name: 'PUT assignment settings',
      run: (a) => send(t, a, 'PUT', pathOf(setJudgingAssignmentSettings, { id: E }), { judgesPerProject: 1, perTrack: false }),
      expect: hostManage(200),
    },
    {
      name: 'POST host judge (stranger)',
      run: (a) => send(t, a, 'POST', pathOf(addHackathonHostJudge, { id: E }), { userId: s.team.stranger.user.id }),
      expect: hostManage('G20107'),
    },
    {
      name: 'DELETE host judge (none)',
      run: (a) => send(t, a, 'DELETE', pathOf(removeHackathonHostJudge, { id: E, userId: s.team.staff.user.id })),
      expect: hostManage('G04031'),
    },
    {
      name: 'POST reopen (unknown score)',
      run: (a) => send(t, a, 'POST', pathOf(reopenJudgingScore, { id: E, scoreId: '00000000-0000-4000-8000-000000000000' })),
      expect: hostManage('G04030'),
    },
    {
      name: 'GET queue',
      run: (a) => send(t, a, 'GET', pathOf(getJudgeQueue, { id: E })),
      expect: judgeSide({ 'assigned judge': 200, 'unassigned judge': 200, 'judge on the team': 200 }),
    },
    {
      name: 'GET judge project',
      run: (a) => send(t, a, 'GET', pathOf(getJudgingProject, { id: E, projectId: P })),
      expect: judgeSide({ 'assigned judge': 200, 'unassigned judge': 'G04010', 'judge on the team': 'G04010' }),
    },
    {
      name: 'PUT draft',
      run: (a) =>
        send(t, a, 'PUT', pathOf(saveJudgingDraft, { id: E, projectId: P }), {
          values: { [s.criteria[0].id]: 7 },
          comment: SECRET,
        }),
      expect: judgeSide({ 'assigned judge': 200, 'unassigned judge': 'G04010', 'judge on the team': 'G04010' }),
    },
    {
      name: 'POST submit (incomplete)',
      run: (a) => send(t, a, 'POST', pathOf(submitJudgingScore, { id: E, projectId: P }), {}),
      expect: judgeSide({ 'assigned judge': 'G20103', 'unassigned judge': 'G04010', 'judge on the team': 'G04010' }),
    },
    {
      name: 'POST conflict (unknown project)',
      run: (a) =>
        send(t, a, 'POST', pathOf(declareJudgingConflict, { id: E }), { projectId: '00000000-0000-4000-8000-000000000000' }),
      expect: judgeSide({ 'assigned judge': 'G04010', 'unassigned judge': 'G04010', 'judge on the team': 'G04010' }),
    },
    {
      name: 'GET public results (unpublished)',
      run: (a) => send(t, a, 'GET', pathOf(getPublishedHackathonResults, { id: E })),
      expect: outcomes({ anonymous: 'G04032' }, 'G04032'),
    },
  ];
}

describe('who may call each judging route', () => {
  it.each(personas)('%s', async (persona) => {
    const actor = actors.get(persona);
    const got: Record<string, Outcome> = {};
    const want: Record<string, Outcome> = {};
    for (const route of routes()) {
      const res = await route.run(actor);
      got[route.name] = res.statusCode < 300 ? res.statusCode : (res.json().errorCode ?? res.statusCode);
      want[route.name] = route.expect[persona];
    }
    expect(got).toEqual(want);
  });
});

describe('who sees scores', () => {
  it('before publication: a draft only to its judge; a submitted score only to HOST and CO_HOST (results, CSV) and its judge', async () => {
    const other = actors.get('unassigned judge')!;
    const theirs = (
      await expectOk<AssignmentList>(await send(t, s.team.owner, 'GET', pathOf(listJudgingAssignments, { id: s.E })))
    ).items.find((item) => item.judges.some((j) => j.userId === other.user.id))!.project.id;
    await expectOk(
      await send(t, other, 'POST', pathOf(submitJudgingScore, { id: s.E, projectId: theirs }), {
        values: valuesFor(s.criteria),
        comment: SUBMITTED,
      }),
    );
    expect((await send(t, other, 'GET', pathOf(getJudgingProject, { id: s.E, projectId: theirs }))).body).toContain(SUBMITTED);
    for (const persona of personas) {
      for (const route of routes().filter((r) => r.name.startsWith('GET'))) {
        const body = (await route.run(actors.get(persona))).body;
        const seen = { draft: body.includes(SECRET), submitted: body.includes(SUBMITTED) };
        const may = {
          draft: persona === 'assigned judge' && route.name === 'GET judge project',
          submitted: ['HOST', 'CO_HOST'].includes(persona) && route.name.startsWith('GET results'),
        };
        expect({ persona, route: route.name, seen }).toEqual({ persona, route: route.name, seen: may });
      }
    }
  });

  it('after publication: the ranking to everyone who can see the event, still no judge’s score or comment', async () => {
    const assigned = actors.get('assigned judge')!;
    await expectOk(
      await send(t, assigned, 'POST', pathOf(submitJudgingScore, { id: s.E, projectId }), { values: valuesFor(s.criteria) }),
    );
    await expectOk(await send(t, s.team.owner, 'POST', pathOf(publishJudgingResults, { id: s.E })));
    for (const persona of personas) {
      const res = await send(t, actors.get(persona), 'GET', pathOf(getPublishedHackathonResults, { id: s.E }));
      expect({ persona, status: res.statusCode }).toEqual({ persona, status: 200 });
      expect(res.body).not.toContain(SECRET);
      expect(res.body).not.toContain(SUBMITTED);
      expect(res.body).not.toContain('zScore');
    }
    for (const persona of JUDGES)
      expect((await send(t, actors.get(persona), 'GET', pathOf(getJudgingResults, { id: s.E }))).json().errorCode).toBe('G04002');
  });
});
