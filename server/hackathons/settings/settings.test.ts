// The host's hackathon settings: the mode, the submission deadline and the tracks (G20052 for a
// track that has projects), by the host team's roles; other events' tracks are 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import {
  addTrack,
  call,
  createProject,
  hackathonTeam,
  participant,
  type HackathonTeam,
  hackathonPaths,
} from '../../test/hackathons.ts';

let t: TestApp;
let team: HackathonTeam;
beforeAll(async () => {
  t = await createTestApp();
  team = await hackathonTeam(t);
});
afterAll(async () => {
  await t?.close();
});

describe('hackathon settings', () => {
  it('a hackathon starts in hackathon mode, with no deadline and no tracks', async () => {
    const res = await call(t, team.staff, 'GET', hackathonPaths.settings(team.event.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      eventId: team.event.id,
      enabled: true,
      submissionDeadline: null,
      timezone: team.event.timezone,
      tracks: [],
      warnings: [],
    });
  });

  it('the mode turns off and on; off, the participant side is absent', async () => {
    const person = await participant(t, team);
    const off = await call(t, team.coHost, 'PATCH', hackathonPaths.enabled(team.event.id), { enabled: false });
    expect(off.json().data.enabled).toBe(false);
    expect((await call(t, person, 'GET', hackathonPaths.overview(team.event.id))).json().errorCode).toBe('G04002');
    await call(t, team.owner, 'PATCH', hackathonPaths.enabled(team.event.id), { enabled: true });
    expect((await call(t, person, 'GET', hackathonPaths.overview(team.event.id))).statusCode).toBe(200);
  });

  it('the deadline is set and cleared', async () => {
    const set = await call(t, team.owner, 'PATCH', hackathonPaths.deadline(team.event.id), {
      submissionDeadline: '2026-06-08T09:00:00+09:00',
    });
    expect(set.json().data.submissionDeadline).toBe('2026-06-08T00:00:00.000Z');
    const cleared = await call(t, team.owner, 'PATCH', hackathonPaths.deadline(team.event.id), { submissionDeadline: null });
    expect(cleared.json().data.submissionDeadline).toBeNull();
    const bad = await call(t, team.owner, 'PATCH', hackathonPaths.deadline(team.event.id), { submissionDeadline: 'tomorrow' });
    expect(bad.json().errorCode).toBe('G00100');
  });

  it('STAFF sees the settings but changes nothing; strangers and other hosts see nothing', async () => {
    expect((await call(t, team.staff, 'PATCH', hackathonPaths.enabled(team.event.id), { enabled: false })).json().errorCode).toBe(
      'G01019',
    );
    expect((await call(t, team.staff, 'POST', hackathonPaths.tracks(team.event.id), { name: 'X' })).json().errorCode).toBe(
      'G01019',
    );
    expect((await call(t, team.stranger, 'GET', hackathonPaths.settings(team.event.id))).json().errorCode).toBe('G04002');
    expect(
      (await call(t, team.otherHost, 'PATCH', hackathonPaths.deadline(team.event.id), { submissionDeadline: null })).json()
        .errorCode,
    ).toBe('G04002');
    expect((await call(t, undefined, 'GET', hackathonPaths.tracks(team.event.id))).json().errorCode).toBe('G01001');
  });
});

describe('tracks', () => {
  it('are added, renamed, disabled and listed with their project counts', async () => {
    const created = await call(t, team.owner, 'POST', hackathonPaths.tracks(team.event.id), {
      name: '  Open track  ',
      description: 'Anything goes',
    });
    expect(created.statusCode).toBe(201);
    const track = created.json().data;
    expect(track).toMatchObject({ name: 'Open track', description: 'Anything goes', enabled: true, projectCount: 0 });
    const renamed = await call(t, team.coHost, 'PATCH', hackathonPaths.track(team.event.id, track.id), {
      name: 'Free track',
      enabled: false,
    });
    expect(renamed.json().data).toMatchObject({ name: 'Free track', enabled: false });
    const listed = await call(t, team.staff, 'GET', hackathonPaths.tracks(team.event.id));
    expect(listed.json().data.map((x: { id: string }) => x.id)).toContain(track.id);
    expect((await call(t, team.owner, 'POST', hackathonPaths.tracks(team.event.id), { name: ' ' })).json().errorCode).toBe(
      'G00100',
    );
  });

  it('a disabled track is not offered to participants', async () => {
    const open = await addTrack(t, team.owner, team.event.id, 'Shown');
    const closed = await addTrack(t, team.owner, team.event.id, 'Hidden');
    await call(t, team.owner, 'PATCH', hackathonPaths.track(team.event.id, closed.id), { enabled: false });
    const person = await participant(t, team);
    const ids = (await call(t, person, 'GET', hackathonPaths.overview(team.event.id)))
      .json()
      .data.tracks.map((x: { id: string }) => x.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(closed.id);
  });

  it('a track without projects is deleted; with projects it cannot be (G20052), disabled it can', async () => {
    const empty = await addTrack(t, team.owner, team.event.id, 'Empty');
    expect((await call(t, team.owner, 'DELETE', hackathonPaths.track(team.event.id, empty.id))).statusCode).toBe(200);
    expect((await call(t, team.owner, 'DELETE', hackathonPaths.track(team.event.id, empty.id))).json().errorCode).toBe('G04009');
    const used = await addTrack(t, team.owner, team.event.id, 'Used');
    await createProject(t, await participant(t, team), team.event.id, used.id);
    const refused = await call(t, team.owner, 'DELETE', hackathonPaths.track(team.event.id, used.id));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorCode).toBe('G20052');
    expect(
      (await call(t, team.owner, 'PATCH', hackathonPaths.track(team.event.id, used.id), { enabled: false })).json().data,
    ).toMatchObject({ enabled: false, projectCount: 1 });
  });

  it("another event's track, an unknown and a malformed id are 404 G04009", async () => {
    const other = await addTrack(t, team.otherHost, team.otherEvent.id, 'Elsewhere');
    for (const id of [other.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect(
        (await call(t, team.owner, 'PATCH', hackathonPaths.track(team.event.id, id), { name: 'Mine now' })).json().errorCode,
      ).toBe('G04009');
      expect((await call(t, team.owner, 'DELETE', hackathonPaths.track(team.event.id, id))).json().errorCode).toBe('G04009');
    }
  });
});

describe('the API reference', () => {
  it('lists every hackathon route with its schemas', async () => {
    const doc = (await t.app.inject('/v1/docs/json')).json();
    for (const path of [
      '/v1/event-managements/{id}/hackathons/enabled',
      '/v1/event-managements/{id}/hackathons/tracks/{trackId}',
      '/v1/events/{id}/hackathon/projects',
      '/v1/events/{id}/hackathon/projects/{projectId}/members/{userId}/leader',
      '/v1/events/{id}/hackathon/projects/{projectId}/deliverables/{deliverableId}',
      '/v1/events/{id}/hackathon/recommendations',
      '/v1/events/project-thumbnail',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});
