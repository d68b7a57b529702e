// Judging through the API, in the order a hackathon lives it: criteria and judges before the
// deadline, assignment, scoring in the window, conflicts, reopening, a judge dropping out, progress,
// private results, publishing (with the teams' emails at the SMTP receiver) and the CSV.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../../../contract/endpoint.ts';
import {
  addHackathonHostJudge,
  declareJudgingConflict,
  exportJudgingResultsCsv,
  getJudgeQueue,
  getJudgingCriteria,
  getJudgingProgress,
  getJudgingProject,
  getJudgingResults,
  getPublishedHackathonResults,
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
import type {
  AssignmentList,
  HostResults,
  JudgeProject,
  JudgeQueue,
  JudgingProgress,
  PublicResults,
} from '../../../../contract/judging.ts';
import { registrations } from '../../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../../test/smtp-receiver.ts';
import { asActor } from '../../../test/registrations.ts';
import { criteriaInput, expectOk, judgingSetup, send, valuesFor, type Actor, type JudgingSetup } from '../../../test/judging.ts';
import { hackathonPaths } from '../../../test/hackathons.ts';

let t: TestApp;
let receiver: SmtpReceiver;
let s: JudgingSetup;
let E: string;
let host: Actor;
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

const codeOf = (res: { statusCode: number; json: () => { errorCode?: string } }) =>
  res.statusCode < 300 ? res.statusCode : res.json().errorCode;
const assignments = async () => expectOk<AssignmentList>(await send(t, host, 'GET', pathOf(listJudgingAssignments, { id: E })));
const judgesOf = (list: AssignmentList, projectId: string) => list.items.find((item) => item.project.id === projectId)!.judges;
const mineOf = (list: AssignmentList, judgeId: string) =>
  list.items
    .filter((item) => item.project.id && judgesOf(list, item.project.id).some((j) => j.userId === judgeId))
    .map((item) => item.project.id);

function uploadPdf(actor: Actor, projectId: string, name: string) {
  const boundary = 'judging-boundary';
  return t.app.inject({
    method: 'POST',
    url: hackathonPaths.deliverables(E, projectId),
    headers: { ...asActor(actor), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`),
      PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: receiver.url } });
  s = await judgingSetup(t);
  E = s.E;
  host = s.team.owner;
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

describe('before the deadline', () => {
  it('checks the criteria: scale 5 or 10, weight 1–100, a name in at least one language, at most 10', async () => {
    const bad = [
      { name: { en: 'X', ko: 'X' }, weight: 10, scale: 7 },
      { name: { en: '', ko: ' ' }, weight: 10, scale: 5 },
      { name: { en: 'X', ko: 'X' }, weight: 0, scale: 5 },
    ];
    for (const criterion of bad)
      expect(codeOf(await send(t, host, 'PUT', pathOf(replaceJudgingCriteria, { id: E }), { criteria: [criterion] }))).toBe(
        'G00100',
      );
    const twice = s.criteria.map((c) => ({ id: s.criteria[0].id, name: { en: 'X', ko: 'X' }, weight: 1, scale: c.scale }));
    expect(codeOf(await send(t, host, 'PUT', pathOf(replaceJudgingCriteria, { id: E }), { criteria: twice }))).toBe('G00100');
    const eleven = Array.from({ length: 11 }, () => ({ name: { en: 'X', ko: 'X' }, weight: 1, scale: 5 }));
    expect(codeOf(await send(t, host, 'PUT', pathOf(replaceJudgingCriteria, { id: E }), { criteria: eleven }))).toBe('G00100');
    const kept = await expectOk<{ criteria: { id: string; name: { ko: string } }[]; locked: boolean }>(
      await send(t, host, 'GET', pathOf(getJudgingCriteria, { id: E })),
    );
    expect(kept.criteria.map((c) => c.id)).toEqual(s.criteria.map((c) => c.id));
    expect(kept).toMatchObject({ locked: false, criteria: [{ name: { ko: '임팩트' } }, { name: { ko: '데모' } }] });
  });

  it('adds host-team members as judges, nobody else', async () => {
    expect(
      codeOf(await send(t, host, 'POST', pathOf(addHackathonHostJudge, { id: E }), { userId: s.team.stranger.user.id })),
    ).toBe('G20107');
    expect(codeOf(await send(t, host, 'POST', pathOf(addHackathonHostJudge, { id: E }), { userId: 'not-a-uuid' }))).toBe(
      'G20107',
    );
    const judges = await expectOk<{ items: { userId: string; source: string; ownProjectId: string | null }[] }>(
      await send(t, host, 'POST', pathOf(addHackathonHostJudge, { id: E }), { userId: s.team.coHost.user.id }),
      201,
    );
    expect(judges.items.find((j) => j.userId === s.team.coHost.user.id)?.source).toBe('HOST');
    expect(judges.items.find((j) => j.userId === s.teamJudge.user.id)?.ownProjectId).toBe(s.projects[0].id);
    expect(judges.items).toHaveLength(5);
    expect(codeOf(await send(t, host, 'POST', pathOf(addHackathonHostJudge, { id: E }), { userId: s.team.coHost.user.id }))).toBe(
      'G09032',
    );
    expect(codeOf(await send(t, host, 'DELETE', pathOf(removeHackathonHostJudge, { id: E, userId: s.team.staff.user.id })))).toBe(
      'G04031',
    );
  });

  it('assigns each project 2 judges, balanced, never the judge’s own team', async () => {
    expect(
      codeOf(
        await send(t, host, 'PUT', pathOf(setJudgingAssignmentSettings, { id: E }), { judgesPerProject: 0, perTrack: false }),
      ),
    ).toBe('G00100');
    await expectOk(
      await send(t, host, 'PUT', pathOf(setJudgingAssignmentSettings, { id: E }), { judgesPerProject: 2, perTrack: false }),
    );
    const run = await expectOk<AssignmentList>(await send(t, host, 'POST', pathOf(runJudgingAssignments, { id: E })));
    expect(run.run).toEqual({ added: 8, removed: 0, kept: 0 });
    for (const item of run.items) expect(item.judges).toHaveLength(2);
    expect(judgesOf(run, s.projects[0].id).some((j) => j.userId === s.teamJudge.user.id)).toBe(false);
    const loads = [...s.judges, s.teamJudge, s.team.coHost].map((j) => mineOf(run, j.user.id).length);
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
  });

  it('refuses scoring before the deadline with G20101, and the judge sees judging not started', async () => {
    const judge = s.judges[0];
    const [projectId] = mineOf(await assignments(), judge.user.id);
    expect(codeOf(await send(t, judge, 'PUT', pathOf(saveJudgingDraft, { id: E, projectId }), { values: {} }))).toBe('G20101');
    const queue = await expectOk<JudgeQueue>(await send(t, judge, 'GET', pathOf(getJudgeQueue, { id: E })));
    expect(queue.window.status).toBe('NOT_STARTED');
    expect(codeOf(await send(t, host, 'POST', pathOf(publishJudgingResults, { id: E })))).toBe('G20101');
  });

  it('lets the team hand in a deliverable, which the judge then sees exactly', async () => {
    const res = await uploadPdf(s.projects[2].member, s.projects[2].id, 'pitch.pdf');
    expect(res.statusCode).toBe(201);
  });
});

describe('while judging is open', () => {
  beforeAll(() => s.openJudging());

  it('shows a judge their queue and the project as frozen at the deadline; a later upload is refused', async () => {
    expect((await uploadPdf(s.projects[2].member, s.projects[2].id, 'late.pdf')).statusCode).toBe(400);
    const list = await assignments();
    const judge = judgesOf(list, s.projects[2].id)[0];
    const actor = [...s.judges, s.teamJudge, s.team.coHost].find((j) => j.user.id === judge.userId)!;
    const queue = await expectOk<JudgeQueue>(await send(t, actor, 'GET', pathOf(getJudgeQueue, { id: E })));
    expect(queue.window.status).toBe('OPEN');
    expect(queue.items.map((item) => item.project.id).sort()).toEqual(mineOf(list, actor.user.id).sort());
    const project = await expectOk<JudgeProject>(
      await send(t, actor, 'GET', pathOf(getJudgingProject, { id: E, projectId: s.projects[2].id })),
    );
    expect(project.deliverables.map((d) => d.name)).toEqual(['pitch.pdf']);
    expect(project.score).toBeNull();
    const lateEdit = await send(t, s.projects[2].leader, 'PATCH', hackathonPaths.project(E, s.projects[2].id), {
      summary: 'Changed later',
    });
    expect(lateEdit.json()).toMatchObject({ statusCode: 400, errorCode: 'G20062' });
    await expectOk(
      await send(t, s.projects[2].leader, 'PATCH', hackathonPaths.project(E, s.projects[2].id), {
        recruitStatus: 'TEAM_BUILDING_COMPLETE',
        summary: project.project.summary,
      }),
    );
    const edited = await expectOk<JudgeProject>(
      await send(t, actor, 'GET', pathOf(getJudgingProject, { id: E, projectId: s.projects[2].id })),
    );
    expect(edited.project.summary).toBe(project.project.summary);
    expect(edited.deliverables.map((d) => d.name)).toEqual(['pitch.pdf']);
    expect((await send(t, actor, 'GET', project.deliverables[0].url)).statusCode).toBe(200);
  });

  it('hides projects not assigned to the judge (404 G04010), including their own team’s', async () => {
    const list = await assignments();
    const judge = s.judges[0];
    const other = list.items.find((item) => !judgesOf(list, item.project.id).some((j) => j.userId === judge.user.id))!;
    expect(codeOf(await send(t, judge, 'GET', pathOf(getJudgingProject, { id: E, projectId: other.project.id })))).toBe('G04010');
    expect(codeOf(await send(t, s.teamJudge, 'GET', pathOf(getJudgingProject, { id: E, projectId: s.projects[0].id })))).toBe(
      'G04010',
    );
    expect(
      codeOf(await send(t, s.teamJudge, 'PUT', pathOf(saveJudgingDraft, { id: E, projectId: s.projects[0].id }), { values: {} })),
    ).toBe('G04010');
    expect(codeOf(await send(t, judge, 'GET', pathOf(getJudgingProject, { id: E, projectId: 'nope' })))).toBe('G04010');
  });

  it('saves drafts that survive a reload, checking each value against its criterion', async () => {
    const judge = s.judges[0];
    const [projectId] = mineOf(await assignments(), judge.user.id);
    const [impact, demo] = s.criteria;
    expect(
      codeOf(await send(t, judge, 'PUT', pathOf(saveJudgingDraft, { id: E, projectId }), { values: { 'no-such': 3 } })),
    ).toBe('G20105');
    expect(
      codeOf(await send(t, judge, 'PUT', pathOf(saveJudgingDraft, { id: E, projectId }), { values: { [demo.id]: 6 } })),
    ).toBe('G20104');
    expect(
      codeOf(await send(t, judge, 'PUT', pathOf(saveJudgingDraft, { id: E, projectId }), { values: { [impact.id]: 0 } })),
    ).toBe('G00100');
    expect(
      codeOf(await send(t, judge, 'PUT', pathOf(saveJudgingDraft, { id: E, projectId }), { values: { [impact.id]: 2.5 } })),
    ).toBe('G00100');
    const draft = await expectOk<{ status: string }>(
      await send(t, judge, 'PUT', pathOf(saveJudgingDraft, { id: E, projectId }), {
        values: { [impact.id]: 8 },
        comment: '좋아요',
      }),
    );
    expect(draft.status).toBe('DRAFT');
    const again = await expectOk<JudgeProject>(await send(t, judge, 'GET', pathOf(getJudgingProject, { id: E, projectId })));
    expect(again.score).toMatchObject({ status: 'DRAFT', values: { [impact.id]: 8 }, comment: '좋아요', submittedAt: null });
    // Incomplete: the demo criterion has no value.
    expect(codeOf(await send(t, judge, 'POST', pathOf(submitJudgingScore, { id: E, projectId })))).toBe('G20103');
  });

  it('refuses to submit a draft whose value the host has since put outside a narrowed scale (G20104)', async () => {
    const judge = s.judges[0];
    const [projectId] = mineOf(await assignments(), judge.user.id);
    const [impact, demo] = s.criteria;
    await expectOk(
      await send(t, judge, 'PUT', pathOf(saveJudgingDraft, { id: E, projectId }), {
        values: { [impact.id]: 8, [demo.id]: 3 },
        comment: '좋아요',
      }),
    );
    const withScale = (scale: 5 | 10) => ({
      criteria: criteriaInput.map((c, i) => ({ ...c, id: s.criteria[i].id, scale: i === 0 ? scale : c.scale })),
    });
    await expectOk(await send(t, host, 'PUT', pathOf(replaceJudgingCriteria, { id: E }), withScale(5)));
    expect(codeOf(await send(t, judge, 'POST', pathOf(submitJudgingScore, { id: E, projectId }), {}))).toBe('G20104');
    await expectOk(await send(t, host, 'PUT', pathOf(replaceJudgingCriteria, { id: E }), withScale(10)));
  });

  it('submits once: final, then 409 G09030 for a second submit or a draft; criteria locked with G20100', async () => {
    const judge = s.judges[0];
    const [projectId] = mineOf(await assignments(), judge.user.id);
    const final = await expectOk<{ status: string; submittedAt: string }>(
      await send(t, judge, 'POST', pathOf(submitJudgingScore, { id: E, projectId }), { values: valuesFor(s.criteria, 1) }),
    );
    expect(final.status).toBe('SUBMITTED');
    expect(codeOf(await send(t, judge, 'POST', pathOf(submitJudgingScore, { id: E, projectId })))).toBe('G09030');
    expect(codeOf(await send(t, judge, 'PUT', pathOf(saveJudgingDraft, { id: E, projectId }), { values: {} }))).toBe('G09030');
    const refused = await send(t, host, 'PUT', pathOf(replaceJudgingCriteria, { id: E }), {
      criteria: [{ name: { en: 'New', ko: '새' }, weight: 1, scale: 5 }],
    });
    expect(codeOf(refused)).toBe('G20100');
    expect(refused.json().message).toMatch(/submitted scores/);
    expect((await expectOk<{ locked: boolean }>(await send(t, host, 'GET', pathOf(getJudgingCriteria, { id: E })))).locked).toBe(
      true,
    );
  });

  it('lets a host reopen a submitted score (G04030 unknown, G20109 not submitted)', async () => {
    const judge = s.judges[0];
    const [projectId] = mineOf(await assignments(), judge.user.id);
    const scoreId = judgesOf(await assignments(), projectId).find((j) => j.userId === judge.user.id)!.scoreId!;
    expect(
      codeOf(await send(t, host, 'POST', pathOf(reopenJudgingScore, { id: E, scoreId: '00000000-0000-4000-8000-000000000000' }))),
    ).toBe('G04030');
    expect(await expectOk(await send(t, host, 'POST', pathOf(reopenJudgingScore, { id: E, scoreId })))).toEqual({
      id: scoreId,
      status: 'DRAFT',
    });
    expect(codeOf(await send(t, host, 'POST', pathOf(reopenJudgingScore, { id: E, scoreId })))).toBe('G20109');
    await expectOk(await send(t, judge, 'POST', pathOf(submitJudgingScore, { id: E, projectId })));
  });

  it('takes a declared conflict before scoring (dropping the assignment and draft), never after', async () => {
    const list = await assignments();
    const scored = list.items.find((item) =>
      item.judges.some((j) => j.userId === s.judges[0].user.id && j.status === 'SUBMITTED'),
    )!.project.id;
    expect(codeOf(await send(t, s.judges[0], 'POST', pathOf(declareJudgingConflict, { id: E }), { projectId: scored }))).toBe(
      'G20106',
    );
    expect(codeOf(await send(t, s.judges[0], 'POST', pathOf(declareJudgingConflict, { id: E }), { projectId: 'nope' }))).toBe(
      'G04010',
    );
    const [judge, unscored] = s.judges.flatMap((j) =>
      list.items
        .filter((item) => item.judges.some((a) => a.userId === j.user.id && a.status === 'NONE'))
        .map((item) => [j, item.project.id] as const),
    )[0];
    await expectOk(
      await send(t, judge, 'PUT', pathOf(saveJudgingDraft, { id: E, projectId: unscored }), {
        values: { [s.criteria[0].id]: 3 },
      }),
    );
    expect(codeOf(await send(t, judge, 'POST', pathOf(declareJudgingConflict, { id: E }), { projectId: unscored }))).toBe(201);
    expect(codeOf(await send(t, judge, 'POST', pathOf(declareJudgingConflict, { id: E }), { projectId: unscored }))).toBe(
      'G09031',
    );
    expect(mineOf(await assignments(), judge.user.id)).not.toContain(unscored);
    expect(codeOf(await send(t, judge, 'GET', pathOf(getJudgingProject, { id: E, projectId: unscored })))).toBe('G04010');
    const conflicts = await expectOk<{ items: { judge: { userId: string }; project: { id: string }; reason: string }[] }>(
      await send(t, host, 'GET', pathOf(listJudgingConflicts, { id: E })),
    );
    expect(conflicts.items.map((c) => [c.judge.userId, c.project.id, c.reason])).toEqual(
      expect.arrayContaining([
        [s.teamJudge.user.id, s.projects[0].id, 'OWN_TEAM'],
        [judge.user.id, unscored, 'DECLARED'],
      ]),
    );
  });

  it('re-runs for a judge who dropped out: submitted scores and drafts kept, the rest redistributed, no conflicts', async () => {
    const a = s.judges[0];
    const before = await assignments();
    const openOf = (judge: Actor) =>
      before.items
        .filter((item) => item.judges.some((j) => j.userId === judge.user.id && j.status === 'NONE'))
        .map((item) => item.project.id);
    const aScored = before.items.find((item) => item.judges.some((j) => j.userId === a.user.id && j.status === 'SUBMITTED'))!
      .project.id;
    const [b, c] = [s.judges[1], s.judges[2], s.teamJudge].filter((judge) => openOf(judge).length > 0);
    const [bScored, cScored] = [openOf(b)[0], openOf(c)[0]];
    await expectOk(
      await send(t, b, 'POST', pathOf(submitJudgingScore, { id: E, projectId: bScored }), { values: valuesFor(s.criteria, 2) }),
    );
    await expectOk(
      await send(t, c, 'POST', pathOf(submitJudgingScore, { id: E, projectId: cScored }), { values: valuesFor(s.criteria, 0) }),
    );
    // C drops out: no longer a judge. The co-host stops judging too, before scoring anything.
    await t.db.update(registrations).set({ status: 'CANCELLED' }).where(eq(registrations.id, c.registrationId));
    expect(mineOf(before, s.team.coHost.user.id).length).toBeGreaterThan(0);
    await expectOk(await send(t, host, 'DELETE', pathOf(removeHackathonHostJudge, { id: E, userId: s.team.coHost.user.id })));
    const run = await expectOk<AssignmentList>(await send(t, host, 'POST', pathOf(runJudgingAssignments, { id: E })));
    expect(mineOf(run, s.team.coHost.user.id)).toEqual([]);
    expect(mineOf(run, c.user.id)).toEqual([cScored]);
    expect(mineOf(run, b.user.id)).toContain(bScored);
    expect(mineOf(run, a.user.id)).toContain(aScored);
    expect(run.run!.kept).toBeGreaterThanOrEqual(3);
    const conflicts = (
      await expectOk<{ items: { judge: { userId: string }; project: { id: string } }[] }>(
        await send(t, host, 'GET', pathOf(listJudgingConflicts, { id: E })),
      )
    ).items;
    for (const conflict of conflicts)
      expect(judgesOf(run, conflict.project.id).some((j) => j.userId === conflict.judge.userId)).toBe(false);
    // Each project: 2 judges, or every judge it may still have (current ones without a conflict, and kept scores).
    const current = [a, b, s.judges[1], s.judges[2], s.teamJudge].filter((judge) => judge !== c).map((judge) => judge.user.id);
    for (const item of run.items) {
      const possible = new Set([
        ...current.filter((id) => !conflicts.some((x) => x.judge.userId === id && x.project.id === item.project.id)),
        ...item.judges.filter((j) => j.status !== 'NONE').map((j) => j.userId),
      ]);
      expect(item.judges.length).toBeGreaterThanOrEqual(Math.min(2, possible.size));
    }
  });

  it('shows progress per judge and per project, and who is late', async () => {
    const progress = await expectOk<JudgingProgress>(await send(t, s.team.staff, 'GET', pathOf(getJudgingProgress, { id: E })));
    const a = progress.judges.find((j) => j.userId === s.judges[0].user.id)!;
    expect(a.submitted).toBe(1);
    expect(a.isLate).toBe(a.assigned > a.submitted);
    expect(progress.totals.submitted).toBe(3);
    expect(progress.projects.reduce((sum, p) => sum + p.submitted, 0)).toBe(3);
    expect(progress.judges.some((j) => j.isLate)).toBe(true);
  });

  it('keeps results to HOST and CO_HOST until published', async () => {
    const results = await expectOk<HostResults>(await send(t, s.team.coHost, 'GET', pathOf(getJudgingResults, { id: E })));
    expect(results.overall.reduce((sum, row) => sum + row.judgeCount, 0)).toBe(3);
    expect(results.overall.flatMap((row) => row.judges.map((j) => j.zScore)).every(Number.isFinite)).toBe(true);
    expect(results.tracks.map((track) => track.track.name).sort()).toEqual(['Climate Tech', '교육']);
    expect(codeOf(await send(t, s.team.staff, 'GET', pathOf(getJudgingResults, { id: E })))).toBe('G01019');
    expect(codeOf(await send(t, undefined, 'GET', pathOf(getPublishedHackathonResults, { id: E })))).toBe('G04032');
    expect(codeOf(await send(t, s.projects[0].leader, 'GET', pathOf(getPublishedHackathonResults, { id: E })))).toBe('G04032');
  });
});

describe('publishing', () => {
  it('closes judging, shows the results publicly and emails every team member in their language', async () => {
    const published = await expectOk<HostResults>(await send(t, host, 'POST', pathOf(publishJudgingResults, { id: E })));
    expect(published.window.status).toBe('CLOSED');
    expect(codeOf(await send(t, host, 'POST', pathOf(publishJudgingResults, { id: E })))).toBe('G09033');
    const results = await expectOk<PublicResults>(
      await send(t, undefined, 'GET', pathOf(getPublishedHackathonResults, { id: E })),
    );
    expect(results.overall.map((row) => row.rank)).toEqual([1, 2, 3, 4]);
    expect(results.tracks).toHaveLength(2);
    // For people: a rank, a score out of 100 in the order of the ranks, and badges. No judge, no
    // z-score, no raw mean: those stay on the host's page.
    const rows = [...results.overall, ...results.tracks.flatMap((track) => track.rows)];
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['award', 'judgeCount', 'points', 'project', 'rank']);
    expect(JSON.stringify(results)).not.toMatch(/zScore|rawMean|rawWeighted|"score"|judges/);
    const judged = results.overall.filter((row) => row.points !== null).map((row) => row.points!);
    expect(judged.length).toBeGreaterThan(1);
    expect(judged).toEqual([...judged].sort((a, b) => b - a));
    for (const points of judged)
      expect(points).toSatisfy((value: number) => Number.isInteger(value) && value >= 0 && value <= 100);
    const podium = results.overall.filter((row) => row.points !== null).slice(0, 3);
    expect(podium.map((row) => row.award)).toEqual(['FIRST', 'SECOND', 'THIRD'].slice(0, podium.length));
    for (const row of results.overall.filter((row) => row.points === null || row.rank > 3)) expect(row.award).toBeNull();
    for (const track of results.tracks)
      expect(track.rows.map((row) => row.award)).toEqual(
        track.rows.map((row) => (row.rank === 1 && row.points !== null ? 'TRACK_WINNER' : null)),
      );

    await t.drainOutbox();
    const resultsMail = (email: string) =>
      receiver.mailsTo(email).filter((mail) => /Results of|심사 결과/.test(mail.subject ?? ''));
    const korean = resultsMail(s.projects[0].member.user.email);
    expect(korean).toHaveLength(1);
    expect(korean[0].subject).toContain('심사 결과');
    const rank = results.overall.find((row) => row.project.id === s.projects[0].id)!.rank;
    expect(korean[0].text).toContain(`${rank}위`);
    for (const project of s.projects) {
      expect(resultsMail(project.leader.user.email).map((m) => m.subject)).toEqual([expect.stringContaining('Results of')]);
    }
    expect(resultsMail(s.teamJudge.user.email)).toHaveLength(1);
    expect(resultsMail(s.judges[0].user.email)).toHaveLength(0);
  });

  it('refuses scoring after publishing with G20102', async () => {
    const judge = s.judges[1];
    const [projectId] = mineOf(await assignments(), judge.user.id);
    expect(codeOf(await send(t, judge, 'PUT', pathOf(saveJudgingDraft, { id: E, projectId }), { values: {} }))).toBe('G20102');
    expect(codeOf(await send(t, host, 'POST', pathOf(runJudgingAssignments, { id: E })))).toBe('G20102');
    expect(codeOf(await send(t, judge, 'POST', pathOf(declareJudgingConflict, { id: E }), { projectId }))).toBe('G20102');
    const submitted = (await assignments()).items.flatMap((item) => item.judges).find((j) => j.status === 'SUBMITTED')!;
    expect(codeOf(await send(t, host, 'POST', pathOf(reopenJudgingScore, { id: E, scoreId: submitted.scoreId! })))).toBe(
      'G20102',
    );
  });

  it('exports raw and normalised scores to CSV with a BOM, Korean intact and formula cells neutralised', async () => {
    const res = await send(t, host, 'GET', pathOf(exportJudgingResultsCsv, { id: E }), undefined, { 'accept-language': 'ko' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.toString('utf8');
    expect(text).toContain('정규화 점수');
    expect(text).toContain('교육');
    expect(text).toContain('임팩트 (1–10, ×60)');
    expect(text).toContain(`"'=Team;'+1"`);
    expect(text).not.toMatch(/(^|,)=Team/m);
    const results = await expectOk<HostResults>(await send(t, host, 'GET', pathOf(getJudgingResults, { id: E })));
    const unscored = results.overall.filter((row) => row.judgeCount === 0).length;
    // The header, a line per submitted score, a line per project without one.
    expect(text.split('\r\n').filter(Boolean).length).toBe(1 + 3 + unscored);
    expect(codeOf(await send(t, s.team.staff, 'GET', pathOf(exportJudgingResultsCsv, { id: E })))).toBe('G01019');
  });

  it('answers another event’s objects with 404', async () => {
    const other = s.team.otherEvent.id;
    const otherHost = s.team.otherHost;
    await expectOk(await send(t, otherHost, 'PATCH', hackathonPaths.enabled(other), { enabled: true }));
    const scoreId = (await assignments()).items.flatMap((item) => item.judges).find((j) => j.scoreId)!.scoreId!;
    expect(codeOf(await send(t, otherHost, 'POST', pathOf(reopenJudgingScore, { id: other, scoreId })))).toBe('G04030');
    expect(codeOf(await send(t, otherHost, 'GET', pathOf(getJudgingResults, { id: E })))).toBe('G04002');
    expect(codeOf(await send(t, s.judges[0], 'GET', pathOf(getJudgingProject, { id: other, projectId: s.projects[0].id })))).toBe(
      'G04002',
    );
  });
});
