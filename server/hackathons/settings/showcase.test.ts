// What the public event page shows of a hackathon: the showcase (tracks, deadline with the time
// left by the server clock, teams and how many recruit), for anyone who can see the event and
// written into the public page's HTML; and the host's warning, not a refusal, for a deadline
// before the event starts (G20410).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../../contract/endpoint.ts';
import { getHackathonShowcase } from '../../../contract/endpoints/hackathons/settings.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createEventAs, publish } from '../../test/events.ts';
import {
  addTrack,
  call,
  createProject,
  hackathonPaths,
  hackathonTeam,
  participant,
  type HackathonTeam,
} from '../../test/hackathons.ts';

const webDir = mkdtempSync(path.join(tmpdir(), 'moim-showcase-'));
for (const file of ['index.html', 'public-event.html'])
  writeFileSync(path.join(webDir, file), `<!doctype html><html><head></head><body><div id="root"></div></body></html>`);

let t: TestApp;
let team: HackathonTeam;
const STARTS_AT = '2026-06-08T10:00:00.000Z';
beforeAll(async () => {
  t = await createTestApp({ webDistDir: webDir });
  team = await hackathonTeam(t, { startsAt: STARTS_AT, endsAt: '2026-06-09T10:00:00.000Z' });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

const showcasePath = (id: string) => pathOf(getHackathonShowcase, { id });
const setDeadline = (submissionDeadline: string | null, language = 'en') =>
  t.app.inject({
    method: 'PATCH',
    url: hackathonPaths.deadline(team.event.id),
    headers: { cookie: team.owner.cookie, 'accept-language': language },
    payload: { submissionDeadline },
  });

describe('a deadline before the event starts', () => {
  it('is saved with a warning in the host’s language, and the settings keep warning until it moves', async () => {
    const early = await setDeadline('2026-06-08T09:59:00.000Z');
    expect(early.statusCode).toBe(200);
    expect(early.json().data).toMatchObject({
      submissionDeadline: '2026-06-08T09:59:00.000Z',
      warnings: [
        {
          code: 'G20410',
          message:
            'The submission deadline falls before the event starts: teams would have to hand in before the hackathon begins.',
        },
      ],
    });
    const korean = await setDeadline('2026-06-08T09:59:00.000Z', 'ko');
    expect(korean.json().data.warnings).toEqual([
      { code: 'G20410', message: '제출 마감이 행사 시작보다 앞서 있습니다. 이대로라면 해커톤이 시작되기 전에 제출해야 합니다.' },
    ]);
    const read = await call(t, team.staff, 'GET', hackathonPaths.settings(team.event.id));
    expect(read.json().data.warnings.map((warning: { code: string }) => warning.code)).toEqual(['G20410']);
  });

  it('is no warning at the start itself, after it, or without a deadline', async () => {
    expect((await setDeadline(STARTS_AT)).json().data.warnings).toEqual([]);
    expect((await setDeadline('2026-06-09T08:00:00.000Z')).json().data.warnings).toEqual([]);
    expect((await setDeadline(null)).json().data.warnings).toEqual([]);
  });
});

describe('the showcase', () => {
  it('shows enabled tracks, the deadline with the seconds left, and the teams, to a visitor without a session', async () => {
    const ai = await addTrack(t, team.owner, team.event.id, 'AI for good');
    const closed = await addTrack(t, team.owner, team.event.id, 'Closed track');
    await call(t, team.owner, 'PATCH', hackathonPaths.track(team.event.id, closed.id), { enabled: false });
    const deadline = new Date(t.clock.now().getTime() + 90_061_000);
    await setDeadline(deadline.toISOString());
    const [ari, bora, chan] = await Promise.all([participant(t, team), participant(t, team), participant(t, team)]);
    await createProject(t, ari, team.event.id, ai.id, { recruitStatus: 'MEMBER_FINDING' });
    await createProject(t, bora, team.event.id, ai.id, { recruitStatus: 'TEAM_FINDING' });
    await createProject(t, chan, team.event.id, ai.id, { recruitStatus: 'TEAM_BUILDING_COMPLETE' });

    const res = await t.app.inject({ url: showcasePath(team.event.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      eventId: team.event.id,
      tracks: [{ id: ai.id, name: 'AI for good', description: '' }],
      submissionDeadline: deadline.toISOString(),
      secondsLeft: 90_061,
      teamCount: 3,
      recruitingTeamCount: 2,
    });

    // The server's clock counts, and stops at nothing left.
    const before = t.clock.now();
    t.clock.advance(61_000);
    expect((await t.app.inject({ url: showcasePath(team.event.id) })).json().data.secondsLeft).toBe(90_000);
    t.clock.advance(100_000_000);
    expect((await t.app.inject({ url: showcasePath(team.event.id) })).json().data.secondsLeft).toBe(0);
    t.clock.set(before);
  });

  it('is written into the public page for a visitor without a session', async () => {
    const res = await t.app.inject({ url: `/events/${team.event.handle}`, headers: { accept: 'text/html' } });
    const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(res.body)?.[1];
    const data = JSON.parse(json ?? '{}');
    expect(data.hackathon).toMatchObject({ eventId: team.event.id, teamCount: 3, recruitingTeamCount: 2 });
    expect(data.hackathon.tracks.map((track: { name: string }) => track.name)).toEqual(['AI for good']);
  });

  it('is 404 G04002 for an event that is not a hackathon, a draft, or an unknown id, and null in a general event’s page', async () => {
    const general = await createEventAs(t, team.owner, { type: 'EVENT' });
    expect((await t.app.inject({ url: showcasePath(general.id) })).json()).toMatchObject({
      statusCode: 404,
      errorCode: 'G04002',
    });
    await publish(t, team.owner, general.id);
    expect((await t.app.inject({ url: showcasePath(general.id) })).json().errorCode).toBe('G04002');
    const page = await t.app.inject({ url: `/events/${general.handle}`, headers: { accept: 'text/html' } });
    expect(page.body).toContain('"hackathon":null');
    const draft = await createEventAs(t, team.owner, { type: 'HACKATHON' });
    expect((await t.app.inject({ url: showcasePath(draft.id) })).json().errorCode).toBe('G04002');
    expect((await t.app.inject({ url: showcasePath('not-an-id') })).json().errorCode).toBe('G04002');
  });
});
