// The lounge's All and Saved tabs: who is listed, in which order, searched and filtered only on
// what each person shows, paged by cursor without duplicates or gaps; and a card by handle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileCardForm } from '../../../contract/people.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { asActor } from '../../test/registrations.ts';
import { loungeTeam, makeCard, memberWithStatus, type Actor } from '../../test/lounge.ts';

let t: TestApp;
let team: Awaited<ReturnType<typeof loungeTeam>>;
let viewer: Actor;
const people = new Map<string, Actor>();

/** An approved guest with a card, a second later than the previous one. */
async function cardHolder(name: string, card: Partial<ProfileCardForm>) {
  const member = await memberWithStatus(t, { eventId: team.event.id, ticketId: team.ticketId }, 'APPROVED', { name });
  t.clock.advance(1000);
  await makeCard(t, member, card);
  people.set(name, member);
  return member;
}

beforeAll(async () => {
  t = await createTestApp();
  team = await loungeTeam(t);
  viewer = await cardHolder('Viewer Vo', { tags: ['networking'] });
  await cardHolder('Ana Ahn', {
    organization: 'Kakao',
    industry: 'Fintech',
    skills: ['GO', 'REACT'],
    tags: ['payments'],
    yearsOfExperience: 'ONE_TO_THREE',
  });
  await cardHolder('Bora Baek', {
    organization: 'Naver',
    industry: 'fintech',
    skills: ['PYTHON'],
    tags: ['ml_ops'],
    yearsOfExperience: 'FOUR_TO_SIX',
  });
  // Shows nothing searchable but the name: its organization, industry, skills, tags and years are hidden.
  await cardHolder('Chan Cho', {
    organization: 'Kakao',
    industry: 'Fintech',
    skills: ['GO'],
    tags: ['payments'],
    yearsOfExperience: 'ONE_TO_THREE',
    hiddenFields: [
      'organization',
      'industry',
      'skills',
      'tags',
      'yearsOfExperience',
      'email',
      'phoneNumber',
      'dateOfBirth',
      'attachedFile',
    ],
  });
  await cardHolder('Dami Doh', { organization: 'Toss 100%_Club', skills: ['REACT'], yearsOfExperience: 'MORE_THAN_TEN' });
  // In the event but not listed: approved without a card, pending with one.
  await memberWithStatus(t, { eventId: team.event.id, ticketId: team.ticketId }, 'APPROVED', { name: 'No Card Noh' });
  const pending = await memberWithStatus(t, { eventId: team.event.id, ticketId: team.ticketId }, 'PENDING', {
    name: 'Pending Park',
  });
  await makeCard(t, pending, { organization: 'Kakao' });
});
afterAll(async () => {
  await t?.close();
});

async function list(query: string, actor: Actor = viewer) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/events/${team.event.id}/participants?${query}`,
    headers: asActor(actor),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    items: { name: string; userId: string; [key: string]: unknown }[];
    hasMore: boolean;
    cursorId: string | null;
  };
}
const names = async (query: string) => (await list(query)).items.map((card) => card.name);

describe('GET /v1/events/{id}/participants', () => {
  it('lists the cards of the lounge newest first, never myself, nobody without a card or not approved', async () => {
    expect(await names('')).toEqual(['Dami Doh', 'Chan Cho', 'Bora Baek', 'Ana Ahn']);
  });

  it('leaves hidden fields out of every card (the key is absent, not null)', async () => {
    const chan = (await list('search=chan')).items[0];
    for (const key of [
      'organization',
      'industry',
      'skills',
      'tags',
      'yearsOfExperience',
      'email',
      'phoneNumber',
      'dateOfBirth',
      'attachedFileUrl',
    ]) {
      expect(chan, key).not.toHaveProperty(key);
    }
    expect(chan).toMatchObject({ name: 'Chan Cho', bio: '', jobTitle: null, isSaved: false, participationType: null });
    const ana = (await list('search=ana')).items[0];
    expect(ana).toMatchObject({ organization: 'Kakao', industry: 'Fintech', skills: ['GO', 'REACT'] });
    expect(ana).not.toHaveProperty('email');
  });

  it('searches name, organization and tags, whatever the capitals, never a hidden field', async () => {
    expect(await names('search=BORA')).toEqual(['Bora Baek']);
    expect(await names('search=kakao')).toEqual(['Ana Ahn']);
    expect(await names('search=PAYMENT')).toEqual(['Ana Ahn']);
    expect(await names('search=ml_')).toEqual(['Bora Baek']);
    // % and _ are letters here, not patterns.
    expect(await names('search=100%25_')).toEqual(['Dami Doh']);
    expect(await names('search=%25')).toEqual(['Dami Doh']);
    expect(await names('search=nobody')).toEqual([]);
  });

  it('filters by industry (any capitals), skills (any of), years and participation type, on shown fields only', async () => {
    expect(await names('industry=FINTECH')).toEqual(['Bora Baek', 'Ana Ahn']);
    expect(await names('skills=GO')).toEqual(['Ana Ahn']);
    expect(await names('skills=GO&skills=PYTHON')).toEqual(['Bora Baek', 'Ana Ahn']);
    expect(await names('yearsOfExperience=ONE_TO_THREE')).toEqual(['Ana Ahn']);
    expect(await names('yearsOfExperience=ONE_TO_THREE&yearsOfExperience=MORE_THAN_TEN')).toEqual(['Dami Doh', 'Ana Ahn']);
    expect(await names('industry=fintech&skills=PYTHON')).toEqual(['Bora Baek']);
    expect(await names('skills=REACT&search=toss')).toEqual(['Dami Doh']);
    expect(await names('skills=REACT&search=club_')).toEqual([]);
    // Only a hackathon registration carries a participation type; nobody here has one.
    expect(await names('participationType=MENTOR')).toEqual([]);
    for (const bad of [
      'skills=COBOL',
      'yearsOfExperience=FOREVER',
      'participationType=KING',
      'tab=FOR_YOU',
      'take=51',
      'take=0',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/events/${team.event.id}/participants?${bad}`,
        headers: asActor(viewer),
      });
      expect([res.statusCode, res.json().errorCode], bad).toEqual([400, 'G00100']);
    }
  });

  it('shows the saved people in the Saved tab, marked isSaved everywhere', async () => {
    const bora = people.get('Bora Baek')!;
    const saved = await t.app.inject({
      method: 'POST',
      url: `/v1/events/${team.event.id}/users/${bora.user.id}/likes`,
      headers: asActor(viewer),
    });
    expect(saved.statusCode).toBe(201);
    expect(await names('tab=SAVED')).toEqual(['Bora Baek']);
    expect(await names('tab=SAVED&search=ana')).toEqual([]);
    expect((await list('')).items.map((card) => [card.name, card.isSaved])).toEqual([
      ['Dami Doh', false],
      ['Chan Cho', false],
      ['Bora Baek', true],
      ['Ana Ahn', false],
    ]);
    const profile = await t.app.inject({
      method: 'GET',
      url: `/v1/events/${team.event.id}/participants/profile?handle=${bora.user.handle.toUpperCase()}`,
      headers: asActor(viewer),
    });
    expect(profile.json().data).toMatchObject({ name: 'Bora Baek', isSaved: true });
    // Bora's Saved tab is hers alone.
    expect((await list('tab=SAVED', bora)).items).toEqual([]);
  });

  it('pages by cursor without duplicates or gaps, also among cards made in the same millisecond', async () => {
    for (let i = 0; i < 23; i += 1) {
      const member = await memberWithStatus(t, { eventId: team.event.id, ticketId: team.ticketId }, 'APPROVED', {
        name: `Pager ${String(i).padStart(2, '0')}`,
      });
      await makeCard(t, member, { tags: ['paging'] });
      if (i % 5 === 0) t.clock.advance(1000);
    }
    const everyone = (await list('take=50&search=paging')).items.map((card) => card.userId);
    expect(everyone).toHaveLength(23);
    for (const take of [1, 4, 7, 23]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await list(`take=${take}&search=paging${cursor ? `&cursorId=${cursor}` : ''}`);
        seen.push(...page.items.map((card) => card.userId));
        expect(page.hasMore, `take ${take}`).toBe(page.cursorId !== null);
        cursor = page.cursorId;
        pages += 1;
      } while (cursor && pages < 50);
      expect(seen, `take ${take}`).toEqual(everyone);
      expect(pages).toBe(Math.ceil(23 / take));
    }
  });
});

describe('GET /v1/events/{id}/participants/profile', () => {
  it('answers a card of the lounge by handle without its hidden fields; anyone else or no card is 404 G04003', async () => {
    const chan = people.get('Chan Cho')!;
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/events/${team.event.id}/participants/profile?handle=${chan.user.handle}`,
      headers: asActor(viewer),
    });
    expect(res.json().data).toMatchObject({ userId: chan.user.id, name: 'Chan Cho' });
    expect(res.json().data).not.toHaveProperty('organization');
    expect(res.body).not.toContain(chan.user.email);
    // Myself: my card as others see it.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/v1/events/${team.event.id}/participants/profile?handle=${viewer.user.handle}`,
      headers: asActor(viewer),
    });
    expect(mine.json().data).not.toHaveProperty('email');
    for (const handle of ['no-such-person', team.stranger.user.handle]) {
      const missing = await t.app.inject({
        method: 'GET',
        url: `/v1/events/${team.event.id}/participants/profile?handle=${handle}`,
        headers: asActor(viewer),
      });
      expect([missing.statusCode, missing.json().errorCode], handle).toEqual([404, 'G04003']);
    }
  });
});
