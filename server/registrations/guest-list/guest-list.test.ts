import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { asActor, defaultAnswers, questionAs, register } from '../../test/registrations.ts';
import { guestTeam, insertGuests, listGuests, managementUrl, registerGuest, type Team } from '../../test/guests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Item = {
  id: string;
  name: string;
  email: string;
  status: string;
  organization: string | null;
  checkInStatus: string;
  label: string;
};
const items = (res: { json(): { data: { items: Item[] } } }) => res.json().data.items;
const names = (res: { json(): { data: { items: Item[] } } }) => items(res).map((item) => item.name);

describe('GET /v1/event-managements/{id}/participants', () => {
  let team: Team;
  let choice: { id: string; choices: { id: string; label: string }[] };
  let organization: { id: string };
  beforeAll(async () => {
    team = await guestTeam(t, { approvalRequired: true });
    choice = await questionAs(t, team.owner, team.event.id, {
      kind: 'MULTIPLE_CHOICE',
      title: 'Diet',
      choices: [{ label: 'Vegan' }, { label: 'Halal' }, { label: 'None' }],
    });
    organization = await questionAs(t, team.owner, team.event.id, { kind: 'ORGANIZATION', requirement: 'OPTIONAL' });
    const [vegan, halal, none] = choice.choices;
    const people = [
      { name: '김민지', org: '카카오', diet: [vegan.id] },
      { name: 'Alice Park', org: 'Naver Cloud', diet: [halal.id, vegan.id] },
      { name: 'Bob_Lee', org: '100% Labs', diet: [none.id] },
      { name: 'Carol Choi', org: null, diet: [] },
    ];
    for (const person of people) {
      const extra = [
        ...(person.org ? [{ questionId: organization.id, value: person.org }] : []),
        ...(person.diet.length ? [{ questionId: choice.id, value: { choiceIds: person.diet, other: null } }] : []),
      ];
      await registerGuest(t, team.owner, team.event.id, { name: person.name }, extra);
      t.clock.advance(60_000);
    }
  });

  it("pages the newest first with total, page and hasMore, and never shows another event's guests", async () => {
    await registerGuest(t, team.otherHost, team.otherEvent.id, { name: 'Other Guest' });
    const first = await listGuests(t, team.owner, team.event.id, { take: 3 });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ total: 4, page: 1, take: 3, hasMore: true });
    expect(names(first)).toEqual(['Carol Choi', 'Bob_Lee', 'Alice Park']);
    const second = await listGuests(t, team.owner, team.event.id, { take: 3, page: 2 });
    expect(second.json().data).toMatchObject({ total: 4, page: 2, hasMore: false });
    expect(names(second)).toEqual(['김민지']);
    const beyond = await listGuests(t, team.owner, team.event.id, { take: 3, page: 3 });
    expect(beyond.json().data).toEqual({ items: [], total: 4, totalCapped: false, page: 3, take: 3, hasMore: false });
    expect(items(first)[0]).toMatchObject({
      status: 'PENDING',
      label: 'PENDING',
      checkInStatus: 'NOT_CHECKED_IN',
      organization: null,
    });
    expect(names(await listGuests(t, team.owner, team.event.id, { sort: 'NAME' }))).toEqual([
      'Alice Park',
      'Bob_Lee',
      'Carol Choi',
      '김민지',
    ]);
    expect(names(await listGuests(t, team.owner, team.event.id, { sort: 'OLDEST', take: 1 }))).toEqual(['김민지']);
  });

  it('searches name, email and organization, any capitals, with LIKE characters taken literally', async () => {
    const search = async (text: string) => names(await listGuests(t, team.staff, team.event.id, { search: text, sort: 'NAME' }));
    expect(await search('민지')).toEqual(['김민지']);
    expect(await search('alice')).toEqual(['Alice Park']);
    expect(await search('NAVER')).toEqual(['Alice Park']);
    expect(await search('카카')).toEqual(['김민지']);
    expect(await search('100%')).toEqual(['Bob_Lee']);
    expect(await search('0%')).toEqual(['Bob_Lee']);
    expect(await search('b_l')).toEqual(['Bob_Lee']);
    expect(await search('b_')).toEqual(['Bob_Lee']);
    expect(await search('nobody-here')).toEqual([]);
    const [alice] = items(await listGuests(t, team.owner, team.event.id, { search: 'alice' }));
    expect(await search(alice.email.toUpperCase())).toEqual(['Alice Park']);
    expect(alice.organization).toBe('Naver Cloud');
  });

  it('needs at least 2 characters to search (G00340, in both languages); spaces alone are no search', async () => {
    for (const [language, message] of [
      ['en', 'Type at least 2 characters to search.'],
      ['ko', '검색어를 2자 이상 입력해 주세요.'],
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${managementUrl(team.event.id, '/participants')}?search=${encodeURIComponent(' 민 ')}`,
        headers: { ...asActor(team.owner), 'accept-language': language },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'G00340', message });
    }
    const exported = await t.app.inject({
      method: 'POST',
      url: managementUrl(team.event.id, '/participants/export-csv'),
      headers: asActor(team.owner),
      payload: { search: 'a' },
    });
    expect(exported.json().errorCode).toBe('G00340');
    expect((await listGuests(t, team.owner, team.event.id, { search: '   ' })).json().data.total).toBe(4);
  });

  it("shows and searches a member's profile organization when they gave none on the form", async () => {
    const other = await guestTeam(t);
    const guest = await registerGuest(t, other.owner, other.event.id, { name: 'Dana Profile' });
    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/v1/me/profile',
      headers: asActor(guest),
      payload: { organization: 'Moim Labs' },
    });
    expect(profile.statusCode).toBe(200);
    const found = items(await listGuests(t, other.owner, other.event.id, { search: 'moim lab' }));
    expect(found.map((item) => [item.name, item.organization])).toEqual([['Dana Profile', 'Moim Labs']]);

    // Registering afterwards, elsewhere: the new registration carries the profile's organization from the start.
    const later = await guestTeam(t);
    const answers = await defaultAnswers(t, later.owner, later.event.id, { name: 'Dana Profile', email: guest.user.email });
    expect((await register(t, later.event.id, asActor(guest), { answers })).statusCode).toBe(201);
    const foundLater = items(await listGuests(t, later.owner, later.event.id, { search: 'moim lab' }));
    expect(foundLater.map((item) => [item.name, item.organization])).toEqual([['Dana Profile', 'Moim Labs']]);
  });

  it('filters by status, check-in status, ticket and choice answers (JSON `filters`), combined with AND', async () => {
    const [vegan, halal] = choice.choices;
    const [alice] = items(await listGuests(t, team.owner, team.event.id, { search: 'alice' }));
    await t.app.inject({
      method: 'PATCH',
      url: managementUrl(team.event.id, `/participants/${alice.id}`),
      headers: asActor(team.owner),
      payload: { status: 'APPROVED', checkInStatus: 'CHECKED_IN' },
    });
    const filtered = async (filters: object, search?: string) =>
      names(await listGuests(t, team.owner, team.event.id, { filters, sort: 'NAME', ...(search ? { search } : {}) }));
    expect(await filtered({ status: ['APPROVED'] })).toEqual(['Alice Park']);
    expect(await filtered({ status: ['PENDING'] })).toEqual(['Bob_Lee', 'Carol Choi', '김민지']);
    expect(await filtered({ status: ['PENDING', 'APPROVED'] })).toHaveLength(4);
    expect(await filtered({ checkInStatus: 'CHECKED_IN' })).toEqual(['Alice Park']);
    expect(await filtered({ checkInStatus: 'NOT_CHECKED_IN' })).toEqual(['Bob_Lee', 'Carol Choi', '김민지']);
    expect(await filtered({ ticketIds: [team.ticketId] })).toHaveLength(4);
    expect(await filtered({ ticketIds: ['not-a-uuid'] })).toEqual([]);
    expect(await filtered({ answers: [{ questionId: choice.id, choiceIds: [vegan.id] }] })).toEqual(['Alice Park', '김민지']);
    expect(await filtered({ answers: [{ questionId: choice.id, choiceIds: [halal.id] }] })).toEqual(['Alice Park']);
    expect(await filtered({ answers: [{ questionId: choice.id, choiceIds: [vegan.id] }], status: ['PENDING'] })).toEqual([
      '김민지',
    ]);
    expect(await filtered({ answers: [{ questionId: choice.id, choiceIds: [vegan.id] }] }, 'kim')).toEqual([]);
    expect(await filtered({ answers: [{ questionId: 'x', choiceIds: [vegan.id] }] })).toEqual([]);
    const recent = await listGuests(t, team.owner, team.event.id, { sort: 'RECENTLY_CHECKED_IN', take: 1 });
    expect(items(recent)[0]).toMatchObject({ name: 'Alice Park', label: 'CHECKED_IN' });
  });

  it('answers 400 G00100 for malformed filters, unknown keys, or a page size over 100', async () => {
    for (const query of [
      { filters: '{not json' },
      { filters: { status: ['MAYBE'] } },
      { filters: { colour: 'red' } },
      { take: 101 },
      { page: 0 },
    ]) {
      const res = await listGuests(t, team.owner, team.event.id, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().errorCode).toBe('G00100');
    }
  });

  it('pages through 2,000 guests: every page complete and in order, search finds one', async () => {
    const big = await guestTeam(t);
    await insertGuests(t.db, {
      eventId: big.event.id,
      ticketId: big.ticketId,
      guests: Array.from({ length: 2000 }, (_, i) => ({ name: `Guest ${String(i).padStart(4, '0')}` })),
    });
    const seen = new Set<string>();
    for (let page = 1; page <= 20; page += 1) {
      const res = await listGuests(t, big.owner, big.event.id, { take: 100, page, sort: 'OLDEST' });
      expect(res.json().data).toMatchObject({ total: 2000, hasMore: page < 20 });
      for (const item of items(res)) seen.add(item.name);
    }
    expect(seen.size).toBe(2000);
    expect(names(await listGuests(t, big.owner, big.event.id, { search: 'guest 1999' }))).toEqual(['Guest 1999']);
  });
});

describe('GET /v1/event-managements/{id}/participants/{pid}', () => {
  it("shows the answers as they were given, after the question is renamed, with the guest's card", async () => {
    const team = await guestTeam(t);
    const question = await questionAs(t, team.owner, team.event.id, { kind: 'SHORT_TEXT', title: 'Why are you coming?' });
    const guest = await registerGuest(t, team.owner, team.event.id, { name: '이서준', locale: 'ko' }, [
      { questionId: question.id, value: '네트워킹' },
    ]);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: managementUrl(team.event.id, `/regist-questions/${question.id}`),
      headers: asActor(team.owner),
      payload: { title: 'Your goal' },
    });
    expect(renamed.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: managementUrl(team.event.id, `/participants/${guest.registration.id}`),
      headers: asActor(team.staff),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: guest.registration.id,
      name: '이서준',
      email: guest.user.email,
      locale: 'ko',
      isMember: true,
      status: 'APPROVED',
      checkInLog: [],
    });
    expect(
      data.answers.map((a: { question: { kind: string; title: string }; text: string }) => [
        a.question.kind,
        a.question.title,
        a.text,
      ]),
    ).toEqual([
      ['NAME', '', '이서준'],
      ['EMAIL', '', guest.user.email],
      ['SHORT_TEXT', 'Why are you coming?', '네트워킹'],
    ]);
    expect(data.profile).toMatchObject({ participantId: guest.registration.id, name: '이서준', isMember: true });
  });
});
