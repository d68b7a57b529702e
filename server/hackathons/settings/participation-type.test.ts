// The participation type a hackathon's registration asks for: required there, ignored elsewhere,
// shown and filtered in the guest list, a column of the export, and the lounge card's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { signedInUser } from '../../test/factories.ts';
import { listGuests, managementUrl } from '../../test/guests.ts';
import { makeCard } from '../../test/lounge.ts';
import { asActor, defaultAnswers, register } from '../../test/registrations.ts';
import { hackathonTeam, registerAs, type HackathonTeam } from '../../test/hackathons.ts';

let t: TestApp;
let team: HackathonTeam;
beforeAll(async () => {
  t = await createTestApp();
  team = await hackathonTeam(t);
});
afterAll(async () => {
  await t?.close();
});

describe('registering for a hackathon', () => {
  it('the form offers the eight participation types; a general event offers none', async () => {
    const form = await t.app.inject({ method: 'GET', url: `/v1/events/${team.event.id}/regist-forms` });
    expect(form.json().data.participationTypes).toEqual([
      'PARTICIPANT',
      'OBSERVER',
      'JUDGE',
      'MENTOR',
      'SPEAKER',
      'PARTNER',
      'SPONSOR',
      'INVESTOR',
    ]);
    const general = await t.app.inject({ method: 'GET', url: `/v1/events/${team.otherEvent.id}/regist-forms` });
    expect(general.json().data.participationTypes).toBeNull();
  });

  it('is required at a hackathon: 400 G00100 naming the field', async () => {
    const person = await signedInUser(t);
    const answers = await defaultAnswers(t, team.owner, team.event.id, { name: person.user.name, email: person.user.email });
    const res = await register(t, team.event.id, asActor(person), { answers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'G00100', fields: { participationType: 'This field is required.' } });
    const unknown = await register(t, team.event.id, asActor(person), { answers, participationType: 'CHEERLEADER' });
    expect(unknown.json().errorCode).toBe('G00100');
  });

  it('is kept on the registration and shown to the guest', async () => {
    const judge = await registerAs(t, team.owner, team.event.id, 'JUDGE');
    const mine = await t.app.inject({ method: 'GET', url: `/v1/events/${team.event.id}/me`, headers: asActor(judge) });
    expect(mine.json().data.registration.participationType).toBe('JUDGE');
  });

  it('is ignored by a general event', async () => {
    const person = await signedInUser(t);
    const answers = await defaultAnswers(t, team.otherHost, team.otherEvent.id, {
      name: person.user.name,
      email: person.user.email,
    });
    const res = await register(t, team.otherEvent.id, asActor(person), { answers, participationType: 'MENTOR' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.registration.participationType).toBeNull();
  });

  it('follows the hackathon mode: a general event with the mode on asks for it too', async () => {
    const on = await t.app.inject({
      method: 'PATCH',
      url: managementUrl(team.otherEvent.id, '/hackathons/enabled'),
      headers: asActor(team.otherHost),
      payload: { enabled: true },
    });
    expect(on.statusCode).toBe(200);
    const person = await signedInUser(t);
    const answers = await defaultAnswers(t, team.otherHost, team.otherEvent.id, {
      name: person.user.name,
      email: person.user.email,
    });
    expect((await register(t, team.otherEvent.id, asActor(person), { answers })).json().errorCode).toBe('G00100');
    await t.app.inject({
      method: 'PATCH',
      url: managementUrl(team.otherEvent.id, '/hackathons/enabled'),
      headers: asActor(team.otherHost),
      payload: { enabled: false },
    });
    expect((await register(t, team.otherEvent.id, asActor(person), { answers })).statusCode).toBe(201);
  });
});

describe('the guest list and its export', () => {
  it('shows each guest’s type and filters by it', async () => {
    const mentor = await registerAs(t, team.owner, team.event.id, 'MENTOR', { name: 'Mentor Moon' });
    await registerAs(t, team.owner, team.event.id, 'SPONSOR', { name: 'Sponsor Seo' });
    const all = (await listGuests(t, team.owner, team.event.id)).json().data.items as {
      name: string;
      participationType: string;
    }[];
    expect(all.find((g) => g.name === 'Mentor Moon')?.participationType).toBe('MENTOR');
    const mentors = (await listGuests(t, team.staff, team.event.id, { filters: { participationType: ['MENTOR'] } })).json().data
      .items as { userId: string }[];
    expect(mentors.map((g) => g.userId)).toEqual([mentor.user.id]);
    const bad = await listGuests(t, team.owner, team.event.id, { filters: { participationType: ['CHEERLEADER'] } });
    expect(bad.statusCode).toBe(400);
  });

  it('exports a participation type column for a hackathon, in the request language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: managementUrl(team.event.id, '/participants/export-csv'),
      headers: { ...asActor(team.owner), 'accept-language': 'ko' },
      payload: { filters: { participationType: ['SPONSOR'] } },
    });
    expect(res.statusCode).toBe(200);
    const [header, row] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    const column = header.split(',').indexOf('참가 유형');
    expect(column).toBe(9);
    expect(row.split(',')[column]).toBe('후원사');
  });
});

describe('the lounge', () => {
  it('shows the participation type on cards and filters by it', async () => {
    const investor = await registerAs(t, team.owner, team.event.id, 'INVESTOR', { name: 'Investor Im' });
    await makeCard(t, investor);
    const viewer = await registerAs(t, team.owner, team.event.id, 'PARTICIPANT');
    await makeCard(t, viewer);
    const all = await t.app.inject({ method: 'GET', url: `/v1/events/${team.event.id}/participants`, headers: asActor(viewer) });
    expect(all.json().data.items.find((c: { userId: string }) => c.userId === investor.user.id)?.participationType).toBe(
      'INVESTOR',
    );
    const investors = await t.app.inject({
      method: 'GET',
      url: `/v1/events/${team.event.id}/participants?participationType=INVESTOR`,
      headers: asActor(viewer),
    });
    expect(investors.json().data.items.map((c: { userId: string }) => c.userId)).toEqual([investor.user.id]);
  });

  it('and on a card opened by handle', async () => {
    const speaker = await registerAs(t, team.owner, team.event.id, 'SPEAKER');
    await makeCard(t, speaker);
    const viewer = await registerAs(t, team.owner, team.event.id, 'PARTICIPANT');
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/events/${team.event.id}/participants/profile?handle=${speaker.user.handle}`,
      headers: asActor(viewer),
    });
    expect(res.json().data.participationType).toBe('SPEAKER');
  });

  it('and on For You', async () => {
    const mentor = await registerAs(t, team.owner, team.event.id, 'MENTOR');
    await makeCard(t, mentor, { tags: ['matching'] });
    const viewer = await registerAs(t, team.owner, team.event.id, 'PARTICIPANT');
    await makeCard(t, viewer, { tags: ['matching'] });
    const forYou = await t.app.inject({
      method: 'GET',
      url: `/v1/events/${team.event.id}/participants/recommendations`,
      headers: asActor(viewer),
    });
    expect(
      forYou.json().data.items.find((r: { card: { userId: string } }) => r.card.userId === mentor.user.id)?.card
        .participationType,
    ).toBe('MENTOR');
  });
});
