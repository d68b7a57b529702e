// Finding participants to invite: by name, handle or the organisation their card shows; a hidden
// organisation is neither matched nor shown; only approved PARTICIPANTs; those without a team first.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { signedInUser } from '../../test/factories.ts';
import {
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

let t: TestApp;
let team: HackathonTeam;
let viewer: Actor;
let seojun: Actor;
let hidden: Actor;
let leading: Actor;
beforeAll(async () => {
  t = await createTestApp();
  team = await hackathonTeam(t);
  const trackId = (await addTrack(t, team.owner, team.event.id)).id;
  viewer = await participant(t, team, { name: 'Mina Viewer' });
  seojun = await participant(t, team, { name: 'Seojun Lee' }, { organization: 'Kakao Mobility' });
  hidden = await participant(
    t,
    team,
    { name: 'Quiet Kim' },
    { organization: 'Naver Labs', hiddenFields: ['email', 'phoneNumber', 'dateOfBirth', 'attachedFile', 'organization'] },
  );
  leading = await participant(t, team, { name: 'Seojin Park' }, { organization: 'Kakao Bank' });
  await createProject(t, leading, team.event.id, trackId);
  await registerAs(t, team.owner, team.event.id, 'OBSERVER', { name: 'Seojun Observer' });
});
afterAll(async () => {
  await t?.close();
});

const find = async (search: string, who: Actor = viewer) =>
  (await call(t, who, 'GET', `${hackathonPaths.participants(team.event.id)}?search=${encodeURIComponent(search)}`)).json()
    .data as { userId: string; name: string; organization: string | null; hasTeam: boolean }[];
const names = (found: { name: string }[]) => found.map((p) => p.name);

it('finds participants by name, by handle (with or without @) and by the organisation their card shows', async () => {
  expect(names(await find('seoj'))).toEqual(['Seojun Lee', 'Seojin Park']);
  expect(names(await find(`@${seojun.user.handle}`))).toEqual(['Seojun Lee']);
  expect(await find('kakao')).toMatchObject([
    { name: 'Seojun Lee', organization: 'Kakao Mobility', hasTeam: false },
    { name: 'Seojin Park', organization: 'Kakao Bank', hasTeam: true },
  ]);
});

it('a hidden organisation is neither matched nor shown; observers and the viewer are not listed', async () => {
  expect(await find('naver')).toEqual([]);
  expect(await find('quiet')).toMatchObject([{ userId: hidden.user.id, organization: null }]);
  expect(names(await find('observer'))).toEqual([]);
  expect(names(await find('viewer'))).toEqual([]);
  expect(names(await find('%'))).toEqual([]);
});

it('outside the hackathon: 404 G04002', async () => {
  const stranger = await signedInUser(t);
  expect((await call(t, stranger, 'GET', hackathonPaths.participants(team.event.id))).json().errorCode).toBe('G04002');
});
