// My card and my handle: the handle chosen at sign-up and edited in the profile; the card created
// once, read, changed, each field shown or hidden; the draft pre-filled from the profile and the
// event's registration answers. The card's values are the profile: a change to one is the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { signedInUser } from '../../test/factories.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { cookieHeader, signUp } from '../../test/sign-in.ts';
import { cardForm, loungeTeam, makeCard, type Actor } from '../../test/lounge.ts';
import { asActor, defaultAnswers, questionAs, register } from '../../test/registrations.ts';

let t: TestApp;
let receiver: SmtpReceiver;
beforeAll(async () => {
  receiver = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: receiver.url } });
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const call = (actor: Actor | undefined, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: asActor(actor), payload });

describe('the handle', () => {
  it('is chosen from the name at sign-up (a Korean name spelled in Latin letters), with a suffix only when taken', async () => {
    const first = await signUp(t, receiver, { name: 'Alex Morgan' });
    const second = await signUp(t, receiver, { name: 'Alex Morgan' });
    const korean = await signUp(t, receiver, { name: '김하늘' });
    expect(first.user.handle).toBe('alex.morgan');
    expect(second.user.handle).toMatch(/^alex\.morgan\.[0-9a-f]{4}$/);
    expect(korean.user.handle).toBe('haneul.kim');
  });

  it('is changed with PATCH /v1/me/profile, stored lower-cased, unique whatever the capitals (409 G09003)', async () => {
    const { cookies } = await signUp(t, receiver, { name: 'Handle Changer' });
    const headers = { cookie: cookieHeader(cookies) };
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/v1/me/profile',
      headers,
      payload: { handle: 'New_Handle.1-x' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.handle).toBe('new_handle.1-x');
    const other = await signedInUser(t);
    const taken = await t.app.inject({
      method: 'PATCH',
      url: '/v1/me/profile',
      headers: asActor(other),
      payload: { handle: 'NEW_handle.1-X' },
    });
    expect([taken.statusCode, taken.json().errorCode]).toEqual([409, 'G09003']);
    // Keeping one's own handle is no conflict.
    const same = await t.app.inject({ method: 'PATCH', url: '/v1/me/profile', headers, payload: { handle: 'new_handle.1-x' } });
    expect(same.statusCode).toBe(200);
  });

  it('must be 3–30 letters, digits, _, - or . (400 G00100 with the field message)', async () => {
    const actor = await signedInUser(t);
    const cases: [string, string][] = [
      ['ab', 'The handle must be 3 to 30 characters.'],
      ['a'.repeat(31), 'The handle must be 3 to 30 characters.'],
      ['has space', 'Use only English letters, numbers, _, - and .'],
      ['한글핸들', 'Use only English letters, numbers, _, - and .'],
      ['bang!bang', 'Use only English letters, numbers, _, - and .'],
    ];
    for (const [handle, message] of cases) {
      const res = await t.app.inject({ method: 'PATCH', url: '/v1/me/profile', headers: asActor(actor), payload: { handle } });
      expect([res.statusCode, res.json().errorCode], handle).toEqual([400, 'G00100']);
      expect(res.json().fields, handle).toEqual({ handle: message });
    }
    const ko = await t.app.inject({
      method: 'PATCH',
      url: '/v1/me/profile',
      headers: { ...asActor(actor), 'accept-language': 'ko' },
      payload: { handle: 'ab' },
    });
    expect(ko.json().fields).toEqual({ handle: '핸들은 3자에서 30자 사이여야 합니다.' });
    expect(ko.statusCode).toBe(400);
  });
});

describe('my card', () => {
  it('is 404 G04004 before it exists, for reading, changing and showing or hiding a field; 401 G01001 signed out', async () => {
    const actor = await signedInUser(t);
    for (const [method, url] of [
      ['GET', '/v1/me/profile-card'],
      ['PATCH', '/v1/me/profile-card'],
      ['POST', '/v1/me/fields/organization/hide'],
      ['POST', '/v1/me/fields/email/show'],
    ] as const) {
      const res = await call(actor, method, url, method === 'PATCH' ? { roles: ['FOUNDER'] } : undefined);
      expect([res.statusCode, res.json().errorCode], url).toEqual([404, 'G04004']);
      const anonymous = await call(undefined, method, url);
      expect([anonymous.statusCode, anonymous.json().errorCode], url).toEqual([401, 'G01001']);
    }
  });

  it('is created once (201), its values written to the profile; a second is 409 G09005', async () => {
    const actor = await signedInUser(t, { name: 'Card Maker' });
    const created = await call(
      actor,
      'POST',
      '/v1/me/profile-card',
      cardForm({
        name: 'Card Maker',
        organization: 'Moim Labs',
        tags: ['ai', 'web3'],
        skills: ['GO'],
        roles: ['FOUNDER'],
        seeking: ['INVESTOR'],
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      userId: actor.user.id,
      handle: actor.user.handle,
      organization: 'Moim Labs',
      tags: ['ai', 'web3'],
      email: actor.user.email,
      roles: ['FOUNDER'],
      seeking: ['INVESTOR'],
      hiddenFields: ['email', 'phoneNumber', 'dateOfBirth', 'attachedFile'],
    });
    const profile = await call(actor, 'GET', '/v1/me/profile');
    expect(profile.json().data).toMatchObject({ organization: 'Moim Labs', tags: ['ai', 'web3'], skills: ['GO'] });
    const again = await call(actor, 'POST', '/v1/me/profile-card', cardForm({ name: 'Card Maker' }));
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'G09005']);
    expect((await call(actor, 'GET', '/v1/me/profile-card')).json().data.organization).toBe('Moim Labs');
  });

  it('shows a profile change at once, and writes a card change to the profile', async () => {
    const actor = await signedInUser(t);
    await makeCard(t, actor, { jobTitle: 'Engineer' });
    await call(actor, 'PATCH', '/v1/me/profile', { jobTitle: 'CTO', industry: 'Fintech' });
    expect((await call(actor, 'GET', '/v1/me/profile-card')).json().data).toMatchObject({ jobTitle: 'CTO', industry: 'Fintech' });
    const patched = await call(actor, 'PATCH', '/v1/me/profile-card', { organization: 'Toss', seeking: ['DESIGNER'] });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({ organization: 'Toss', seeking: ['DESIGNER'], jobTitle: 'CTO' });
    expect((await call(actor, 'GET', '/v1/me/profile')).json().data.organization).toBe('Toss');
  });

  it('answers a duplicate tag with G20011 and other bad input with G00100 and its fields', async () => {
    const actor = await signedInUser(t);
    const duplicate = await call(actor, 'POST', '/v1/me/profile-card', cardForm({ tags: ['AI', 'web', 'ai'] }));
    expect([duplicate.statusCode, duplicate.json().errorCode]).toEqual([400, 'G20011']);
    expect(duplicate.json().fields).toEqual({ 'tags.2': 'This networking tag already exists.' });
    const cases: [object, string][] = [
      [{ roles: ['FOUNDER', 'INVESTOR', 'MENTOR', 'RECRUITER'] }, 'roles'],
      [{ seeking: ['ASTRONAUT'] }, 'seeking.0'],
      [{ seekingSkills: ['GO', 'GO'] }, 'seekingSkills'],
      [{ hiddenFields: ['password'] }, 'hiddenFields.0'],
      [{ organization: 'x'.repeat(31) }, 'organization'],
      [{ name: '' }, 'name'],
    ];
    for (const [overrides, field] of cases) {
      const res = await call(actor, 'POST', '/v1/me/profile-card', cardForm(overrides));
      expect([res.statusCode, res.json().errorCode], field).toEqual([400, 'G00100']);
      expect(Object.keys(res.json().fields), field).toContain(field);
    }
    expect((await call(actor, 'GET', '/v1/me/profile-card')).statusCode).toBe(404);
    await makeCard(t, actor);
    const patchDuplicate = await call(actor, 'PATCH', '/v1/me/profile-card', { tags: ['x', 'X'] });
    expect(patchDuplicate.json().errorCode).toBe('G20011');
  });

  it('shows and hides one field at a time, stored on the card (unknown field 400 G00100)', async () => {
    const actor = await signedInUser(t);
    await makeCard(t, actor);
    const hidden = await call(actor, 'POST', '/v1/me/fields/organization/hide');
    expect(hidden.json().data.hiddenFields).toEqual(['email', 'phoneNumber', 'dateOfBirth', 'attachedFile', 'organization']);
    const twice = await call(actor, 'POST', '/v1/me/fields/organization/hide');
    expect(twice.json().data.hiddenFields).toEqual(['email', 'phoneNumber', 'dateOfBirth', 'attachedFile', 'organization']);
    const shown = await call(actor, 'POST', '/v1/me/fields/email/show');
    expect(shown.json().data.hiddenFields).toEqual(['phoneNumber', 'dateOfBirth', 'attachedFile', 'organization']);
    expect((await call(actor, 'GET', '/v1/me/profile-card')).json().data.hiddenFields).toEqual([
      'phoneNumber',
      'dateOfBirth',
      'attachedFile',
      'organization',
    ]);
    const unknown = await call(actor, 'POST', '/v1/me/fields/password/hide');
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([400, 'G00100']);
  });
});

describe('the card draft', () => {
  it("is pre-filled from the profile, and where the profile is empty, from the answers to the event's form", async () => {
    const team = await loungeTeam(t);
    const eventId = team.event.id;
    const organization = await questionAs(t, team.owner, eventId, { kind: 'ORGANIZATION', requirement: 'OPTIONAL' });
    const jobTitle = await questionAs(t, team.owner, eventId, { kind: 'JOB_TITLE', requirement: 'OPTIONAL' });
    const tags = await questionAs(t, team.owner, eventId, { kind: 'TAG', requirement: 'OPTIONAL' });
    const skills = await questionAs(t, team.owner, eventId, { kind: 'SKILL', requirement: 'OPTIONAL' });
    const guest = await signedInUser(t, { name: 'Draft Dahye' });
    await call(guest, 'PATCH', '/v1/me/profile', { jobTitle: 'Designer', bio: 'Hello there' });
    const answers = [
      ...(await defaultAnswers(t, team.owner, eventId, { name: guest.user.name, email: guest.user.email })),
      { questionId: organization.id, value: 'Answer Org' },
      { questionId: jobTitle.id, value: 'Answer Title' },
      { questionId: tags.id, value: ['design', 'ux'] },
      { questionId: skills.id, value: ['FIGMA'] },
    ];
    const registered = await register(t, eventId, asActor(guest), { answers, updateProfile: false });
    expect(registered.statusCode, registered.body).toBe(201);

    const plain = await call(guest, 'GET', '/v1/me/profile-card/draft');
    expect(plain.json().data).toMatchObject({
      name: 'Draft Dahye',
      bio: 'Hello there',
      jobTitle: 'Designer',
      organization: null,
      tags: [],
      fromRegistration: [],
    });
    const draft = await call(guest, 'GET', `/v1/me/profile-card/draft?eventId=${eventId}`);
    expect(draft.json().data).toMatchObject({
      name: 'Draft Dahye',
      bio: 'Hello there',
      // the profile wins where it has a value
      jobTitle: 'Designer',
      organization: 'Answer Org',
      tags: ['design', 'ux'],
      skills: ['FIGMA'],
      email: guest.user.email,
      roles: [],
      hiddenFields: ['email', 'phoneNumber', 'dateOfBirth', 'attachedFile'],
    });
    expect([...draft.json().data.fromRegistration].sort()).toEqual(['organization', 'skills', 'tags']);
    // Another person's registration, an unknown or malformed event id: the profile alone.
    const stranger = await call(team.stranger, 'GET', `/v1/me/profile-card/draft?eventId=${eventId}`);
    expect(stranger.json().data.fromRegistration).toEqual([]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await call(guest, 'GET', `/v1/me/profile-card/draft?eventId=${id}`)).json().data.fromRegistration).toEqual([]);
    }
    // Once I have a card, the draft carries its roles and visibility.
    await makeCard(t, guest, { roles: ['DESIGNER'], hiddenFields: ['email'] });
    expect((await call(guest, 'GET', '/v1/me/profile-card/draft')).json().data).toMatchObject({
      roles: ['DESIGNER'],
      hiddenFields: ['email'],
    });
  });
});
