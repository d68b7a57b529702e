// Every hackathon route against every persona (docs/hackathons.md, "Who may do what"): the host
// team (HOST, CO_HOST, STAFF), a team's leader and member, another team's member, a participant
// without a team, an OBSERVER, an approved guest of a general event, a signed-in stranger and the
// signed-out. An expected outcome is a status (success) or an error code.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hackathonDeliverables } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { makeCard } from '../../test/lounge.ts';
import { asActor } from '../../test/registrations.ts';
import { registerGuest } from '../../test/guests.ts';
import {
  addMember,
  addTrack,
  call,
  createProject,
  hackathonTeam,
  participant,
  registerAs,
  type Actor,
  type HackathonTeam,
  hackathonPaths,
} from '../../test/hackathons.ts';

const personas = [
  'HOST',
  'CO_HOST',
  'STAFF',
  'leader',
  'member',
  'other team member',
  'participant without a team',
  'OBSERVER',
  'guest of a general event',
  'stranger',
  'anonymous',
] as const;
type Persona = (typeof personas)[number];
type Outcome = number | string;

let t: TestApp;
let team: HackathonTeam;
const actors = new Map<Persona, Actor | undefined>();
let trackId: string;
let projectId: string;
let memberComment: string;
let keptDeliverable: string;

beforeAll(async () => {
  t = await createTestApp();
  team = await hackathonTeam(t);
  trackId = (await addTrack(t, team.owner, team.event.id)).id;
  const leader = await participant(t, team, { name: 'Leader Lee' });
  const member = await participant(t, team, { name: 'Member Moon' });
  projectId = (await createProject(t, leader, team.event.id, trackId, { positions: ['BACKEND'] })).id;
  await addMember(t, leader, team.event.id, projectId, member);
  const otherMember = await participant(t, team);
  await createProject(t, otherMember, team.event.id, trackId);
  const observer = await registerAs(t, team.owner, team.event.id, 'OBSERVER');
  const elsewhere = await registerGuest(t, team.otherHost, team.otherEvent.id);
  actors
    .set('HOST', team.owner)
    .set('CO_HOST', team.coHost)
    .set('STAFF', team.staff)
    .set('leader', leader)
    .set('member', member)
    .set('other team member', otherMember)
    .set('participant without a team', await participant(t, team))
    .set('OBSERVER', observer)
    .set('guest of a general event', elsewhere)
    .set('stranger', team.stranger)
    .set('anonymous', undefined);
  for (const persona of ['HOST', 'CO_HOST', 'STAFF', 'OBSERVER', 'guest of a general event', 'stranger'] as const)
    await makeCard(t, actors.get(persona)!);
  memberComment = (await call(t, member, 'POST', hackathonPaths.comments(team.event.id, projectId), { body: 'Mine' })).json().data
    .id;
  const kept = await uploadPdf(member);
  if (kept.statusCode !== 201) throw new Error(kept.body);
  keptDeliverable = kept.json().data.url;
});
afterAll(async () => {
  await t?.close();
});

const HOST_TEAM: Persona[] = ['HOST', 'CO_HOST', 'STAFF'];
const VIEWERS: Persona[] = [...HOST_TEAM, 'leader', 'member', 'other team member', 'participant without a team', 'OBSERVER'];

/** Viewers get `ok` unless overridden; the guest of a general event and the stranger 404 G04002; the signed-out 401 G01001. */
function expected(ok: Outcome, overrides: Partial<Record<Persona, Outcome>> = {}): Record<Persona, Outcome> {
  const base = Object.fromEntries(personas.map((p) => [p, VIEWERS.includes(p) ? ok : 'G04002'])) as Record<Persona, Outcome>;
  return { ...base, anonymous: 'G01001', ...overrides };
}
/** Host-side routes: only the host team; STAFF as given. */
const hostSide = (ok: Outcome, staff: Outcome) =>
  expected(ok, {
    STAFF: staff,
    leader: 'G04002',
    member: 'G04002',
    'other team member': 'G04002',
    'participant without a team': 'G04002',
    OBSERVER: 'G04002',
  });

type Route = {
  name: string;
  run: (actor: Actor | undefined) => Promise<{ statusCode: number; json: () => { errorCode?: string; data?: unknown } }>;
  expect: Record<Persona, Outcome>;
  undo?: (actor: Actor) => Promise<unknown>;
};

const BOUNDARY = 'persona-boundary';
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const uploadPdf = (actor: Actor | undefined) =>
  t.app.inject({
    method: 'POST',
    url: hackathonPaths.deliverables(team.event.id, projectId),
    headers: { ...asActor(actor), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="d.pdf"\r\n\r\n`),
      PDF,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });

async function storedDeliverable(uploaderUserId: string) {
  const id = randomBytes(24).toString('base64url');
  await t.db.insert(hackathonDeliverables).values({
    id,
    projectId,
    uploaderUserId,
    originalName: 'd.pdf',
    contentType: 'application/pdf',
    size: PDF.length,
    createdAt: t.clock.now(),
  });
  return id;
}

function routes(): Route[] {
  const E = team.event.id;
  const P = projectId;
  const leader = () => actors.get('leader')!;
  const member = () => actors.get('member')!;
  const strangerId = team.stranger.user.id;
  let added = '';
  return [
    { name: 'GET settings', run: (a) => call(t, a, 'GET', hackathonPaths.settings(E)), expect: hostSide(200, 200) },
    {
      name: 'PATCH enabled',
      run: (a) => call(t, a, 'PATCH', hackathonPaths.enabled(E), { enabled: true }),
      expect: hostSide(200, 'G01019'),
    },
    {
      name: 'PATCH deadline',
      run: (a) => call(t, a, 'PATCH', hackathonPaths.deadline(E), { submissionDeadline: null }),
      expect: hostSide(200, 'G01019'),
    },
    { name: 'GET tracks', run: (a) => call(t, a, 'GET', hackathonPaths.tracks(E)), expect: hostSide(200, 200) },
    {
      name: 'POST track',
      run: (a) => call(t, a, 'POST', hackathonPaths.tracks(E), { name: 'Persona track' }),
      expect: hostSide(201, 'G01019'),
    },
    {
      name: 'PATCH track',
      run: (a) => call(t, a, 'PATCH', hackathonPaths.track(E, trackId), { description: 'Edited' }),
      expect: hostSide(200, 'G01019'),
    },
    {
      name: 'DELETE track',
      run: async (a) => call(t, a, 'DELETE', hackathonPaths.track(E, (await addTrack(t, team.owner, E, 'Throwaway')).id)),
      expect: hostSide(200, 'G01019'),
    },
    { name: 'GET overview', run: (a) => call(t, a, 'GET', hackathonPaths.overview(E)), expect: expected(200) },
    { name: 'GET projects', run: (a) => call(t, a, 'GET', hackathonPaths.projects(E)), expect: expected(200) },
    {
      name: 'POST project',
      run: (a) => call(t, a, 'POST', hackathonPaths.projects(E), { title: 'P', teamName: 'T', trackId, description: '<p>d</p>' }),
      expect: expected('G20071', {
        leader: 'G09008',
        member: 'G09008',
        'other team member': 'G09008',
        'participant without a team': 201,
      }),
      undo: async (a) => {
        const mine = (await call(t, a, 'GET', hackathonPaths.overview(E))).json().data.viewer.myProjectId;
        return call(t, a, 'DELETE', hackathonPaths.project(E, mine));
      },
    },
    { name: 'GET project', run: (a) => call(t, a, 'GET', hackathonPaths.project(E, P)), expect: expected(200) },
    {
      name: 'PATCH project',
      run: (a) => call(t, a, 'PATCH', hackathonPaths.project(E, P), { summary: 'Edited' }),
      expect: expected('G01019', { leader: 200, member: 200 }),
    },
    {
      name: 'POST save',
      run: (a) => call(t, a, 'POST', hackathonPaths.save(E, P)),
      expect: expected(201),
      undo: (a) => call(t, a, 'DELETE', hackathonPaths.save(E, P)),
    },
    { name: 'DELETE save (none)', run: (a) => call(t, a, 'DELETE', hackathonPaths.save(E, P)), expect: expected('G04016') },
    { name: 'GET announcements', run: (a) => call(t, a, 'GET', hackathonPaths.announcements(E)), expect: expected(200) },
    { name: 'GET recommendations', run: (a) => call(t, a, 'GET', hackathonPaths.recommendations(E)), expect: expected(200) },
    {
      name: 'POST member',
      run: async (a) => {
        added = (await participant(t, team)).user.id;
        return call(t, a, 'POST', hackathonPaths.members(E, P), { userId: added });
      },
      expect: expected('G01019', { leader: 201 }),
      undo: () => call(t, leader(), 'DELETE', hackathonPaths.member(E, P, added)),
    },
    {
      name: 'DELETE member (not one)',
      run: (a) => call(t, a, 'DELETE', hackathonPaths.member(E, P, strangerId)),
      expect: expected('G01019', { leader: 'G04011' }),
    },
    {
      name: 'POST leader (not a member)',
      run: (a) => call(t, a, 'POST', hackathonPaths.promote(E, P, strangerId)),
      expect: expected('G01019', { leader: 'G04011' }),
    },
    {
      name: 'POST leave',
      run: (a) => call(t, a, 'POST', hackathonPaths.leave(E, P)),
      expect: expected('G04011', { leader: 'G20061', member: 200 }),
      undo: (a) => addMember(t, leader(), E, P, a),
    },
    { name: 'GET comments', run: (a) => call(t, a, 'GET', hackathonPaths.comments(E, P)), expect: expected(200) },
    {
      name: 'POST comment',
      run: (a) => call(t, a, 'POST', hackathonPaths.comments(E, P), { body: 'Nice' }),
      expect: expected(201),
    },
    {
      name: 'PATCH comment',
      run: (a) => call(t, a, 'PATCH', hackathonPaths.comment(E, P, memberComment), { body: 'Edited' }),
      expect: expected('G01019', { member: 200 }),
    },
    {
      name: 'DELETE comment',
      run: async (a) => {
        const id = (await call(t, member(), 'POST', hackathonPaths.comments(E, P), { body: 'Delete me' })).json().data
          .id as string;
        return call(t, a, 'DELETE', hackathonPaths.comment(E, P, id));
      },
      expect: expected('G01019', { HOST: 200, CO_HOST: 200, member: 200 }),
    },
    { name: 'POST deliverable', run: uploadPdf, expect: expected('G01019', { leader: 201, member: 201 }) },
    { name: 'GET deliverable', run: (a) => call(t, a, 'GET', keptDeliverable), expect: expected(200) },
    {
      name: 'DELETE deliverable',
      // Files put straight into the table: uploads are rate limited, and every persona needs one to delete.
      run: async (a) => call(t, a, 'DELETE', hackathonPaths.deliverable(E, P, await storedDeliverable(member().user.id))),
      expect: expected('G01019', { leader: 200, member: 200 }),
    },
    // Last: it deletes the project when the leader's turn comes (the leader is asked last).
    {
      name: 'DELETE project',
      run: (a) => call(t, a, 'DELETE', hackathonPaths.project(E, P)),
      expect: expected('G01019', { leader: 200 }),
    },
  ];
}

const order: Persona[] = [...personas.filter((p) => p !== 'leader'), 'leader'];

describe('every hackathon route against every persona', () => {
  it('answers each as docs/hackathons.md says', async () => {
    const seen: Record<string, Record<string, Outcome>> = {};
    const want: Record<string, Record<string, Outcome>> = {};
    for (const route of routes()) {
      seen[route.name] = {};
      want[route.name] = route.expect;
      for (const persona of order) {
        const actor = actors.get(persona);
        const res = await route.run(actor);
        const ok = res.statusCode < 300;
        seen[route.name][persona] = ok ? res.statusCode : (res.json().errorCode ?? res.statusCode);
        if (ok && route.undo && actor) await route.undo(actor);
      }
    }
    for (const name of Object.keys(want)) expect.soft(seen[name], name).toEqual(want[name]);
  });
});
