import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionKinds } from '../../../contract/registrations.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { hostTeam, publish } from '../../test/events.ts';
import {
  addQuestion,
  asActor,
  defaultAnswers,
  guestUser,
  managedForm,
  myTicket,
  questionAs,
  register,
  type Actor,
} from '../../test/registrations.ts';

let t: TestApp;
let team: Awaited<ReturnType<typeof hostTeam>>;
beforeAll(async () => {
  t = await createTestApp();
  team = await hostTeam(t);
  await publish(t, team.owner, team.event.id);
});
afterAll(async () => {
  await t.close();
});

const url = (eventId: string, rest = '') => `/v1/event-managements/${eventId}${rest}`;
const post = (actor: Actor, path: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: path, headers: asActor(actor), ...(payload ? { payload } : {}) });
const patch = (actor: Actor, path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: path, headers: asActor(actor), payload });
const del = (actor: Actor, path: string) => t.app.inject({ method: 'DELETE', url: path, headers: asActor(actor) });

/** A fresh event of the owner's, its form holding only what the test adds after NAME and EMAIL. */
async function freshEvent() {
  const res = await post(team.owner, '/v1/events', {
    title: 'Form test',
    startsAt: '2026-06-08T10:00:00.000Z',
    endsAt: '2026-06-08T12:00:00.000Z',
    timezone: 'Asia/Seoul',
    location: { mode: 'ONLINE', url: 'https://meet.example.com/x' },
  });
  const event = res.json().data as { id: string; handle: string };
  await publish(t, team.owner, event.id);
  return event;
}

const validPayload = (kind: string): Record<string, unknown> => {
  switch (kind) {
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE':
      return { kind, title: 'Pick', choices: [{ label: 'A' }, { label: 'B' }], allowOther: true };
    case 'TEXT_TERMS':
      return { kind, title: 'Terms', content: 'Be kind.', requirement: 'REQUIRED' };
    case 'LINK_TERMS':
      return { kind, title: 'Privacy', url: 'moim.example/privacy', requirement: 'REQUIRED' };
    case 'SHORT_TEXT':
    case 'LONG_TEXT':
    case 'FILE':
    case 'LINK':
      return { kind, title: `Your ${kind.toLowerCase()}`, description: 'Tell us.' };
    default:
      return { kind };
  }
};

const order = async (eventId: string) => (await managedForm(t, team.owner, eventId)).questions.map((q) => q.id);

describe('the form builder', () => {
  it('starts every event with a published form asking name and email', async () => {
    const form = await managedForm(t, team.owner, team.event.id);
    expect(form).toMatchObject({ eventId: team.event.id, published: true, deletedQuestions: [], answeredCount: 0 });
    expect(form.questions.map((q) => [q.kind, q.requirement])).toEqual([
      ['NAME', 'REQUIRED'],
      ['EMAIL', 'REQUIRED'],
    ]);
  });

  it('adds a question of every kind, each required, optional or not used', async () => {
    const event = await freshEvent();
    const requirements = ['REQUIRED', 'OPTIONAL', 'HIDDEN'] as const;
    let index = 0;
    for (const kind of questionKinds.filter((k) => k !== 'NAME' && k !== 'EMAIL')) {
      const requirement = requirements[index++ % 3];
      const res = await addQuestion(t, team.owner, event.id, { requirement, ...validPayload(kind) });
      expect(res.statusCode, kind).toBe(201);
      expect(res.json().data).toMatchObject({ kind, revision: 1, deletedAt: null });
    }
    const form = await managedForm(t, team.owner, event.id);
    expect(form.questions.map((q) => q.kind)).toEqual([...questionKinds]);
    const choice = form.questions.find((q) => q.kind === 'MULTIPLE_CHOICE')!;
    expect(choice.choices.map((c) => c.label)).toEqual(['A', 'B']);
    expect(new Set(choice.choices.map((c) => c.id)).size).toBe(2);
    const pageBreak = form.questions.find((q) => q.kind === 'PAGE_BREAK')!;
    expect(pageBreak.requirement).toBe('OPTIONAL');

    const publicForm = await t.app.inject({ method: 'GET', url: `/v1/events/${event.id}/regist-forms` });
    const asked = publicForm.json().data.questions as { kind: string; requirement: string }[];
    expect(asked.every((q) => q.requirement !== 'HIDDEN')).toBe(true);
    expect(asked.some((q) => q.kind === 'PAGE_BREAK')).toBe(true);
  });

  it("says what a question lacks: G20041 choices, G20042 terms, G20045 a second profile question, a title for the host's own", async () => {
    const event = await freshEvent();
    expect(
      (await addQuestion(t, team.owner, event.id, { kind: 'SINGLE_CHOICE', title: 'Pick', choices: [] })).json(),
    ).toMatchObject({
      statusCode: 400,
      errorCode: 'G20041',
      message: 'A choice question needs at least one option.',
    });
    expect((await addQuestion(t, team.owner, event.id, { kind: 'TEXT_TERMS', title: 'Terms' })).json().errorCode).toBe('G20042');
    expect((await addQuestion(t, team.owner, event.id, { kind: 'LINK_TERMS', title: 'Terms' })).json().errorCode).toBe('G20042');
    expect((await addQuestion(t, team.owner, event.id, { kind: 'LINK_TERMS', url: 'moim.example/t' })).json().errorCode).toBe(
      'G20042',
    );
    const dup = await addQuestion(t, team.owner, event.id, { kind: 'EMAIL' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ errorCode: 'G20045', message: 'This profile question is already on the form.' });
    expect((await addQuestion(t, team.owner, event.id, { kind: 'SHORT_TEXT' })).json()).toMatchObject({
      errorCode: 'G00100',
      fields: { title: 'This field is required.' },
    });
    expect((await addQuestion(t, team.owner, event.id, { kind: 'NOPE', title: 'x' })).json().errorCode).toBe('G00100');
  });

  it('edits keep the kind (G20040) and the ids of the choices kept', async () => {
    const event = await freshEvent();
    const q = await questionAs(t, team.owner, event.id, {
      kind: 'SINGLE_CHOICE',
      title: 'T-shirt',
      choices: [{ label: 'S' }, { label: 'M' }],
    });
    const [small, medium] = q.choices;
    expect(
      (await patch(team.owner, url(event.id, `/regist-questions/${q.id}`), { kind: 'MULTIPLE_CHOICE' })).json().errorCode,
    ).toBe('G20040');
    const res = await patch(team.owner, url(event.id, `/regist-questions/${q.id}`), {
      kind: 'SINGLE_CHOICE',
      title: 'T-shirt size',
      choices: [
        { id: medium.id, label: 'Medium' },
        { label: 'L' },
        { id: small.id, label: 'Small' },
        { id: 'made-up', label: 'XL' },
      ],
    });
    const data = res.json().data;
    expect(data).toMatchObject({ title: 'T-shirt size', revision: 2 });
    expect(data.choices.slice(0, 3).map((c: { id: string }) => c.id)).toEqual([medium.id, expect.any(String), small.id]);
    expect(data.choices[1].id).not.toBe(small.id);
    expect(data.choices[3].id).not.toBe('made-up');
    expect((await patch(team.owner, url(event.id, `/regist-questions/${q.id}`), { choices: [] })).json().errorCode).toBe(
      'G20041',
    );
    expect(
      (await patch(team.owner, url(event.id, '/regist-questions/00000000-0000-4000-8000-000000000000'), { title: 'x' })).json()
        .errorCode,
    ).toBe('G04008');
  });

  it('moves a question between its new neighbours, first or last; impossible moves are G20043', async () => {
    const event = await freshEvent();
    const [name, email] = await order(event.id);
    const a = await questionAs(t, team.owner, event.id, { kind: 'SHORT_TEXT', title: 'A' });
    const b = await questionAs(t, team.owner, event.id, { kind: 'SHORT_TEXT', title: 'B' });
    const move = (id: string, beforeId: string | null, afterId: string | null) =>
      post(team.owner, url(event.id, `/regist-questions/${id}/move`), { beforeId, afterId });

    let res = await move(b.id, name, email);
    expect(res.json().data.questions.map((q: { id: string }) => q.id)).toEqual([name, b.id, email, a.id]);
    res = await move(name, a.id, null);
    expect(res.json().data.questions.map((q: { id: string }) => q.id)).toEqual([b.id, email, a.id, name]);
    res = await move(name, null, b.id);
    expect(res.json().data.questions.map((q: { id: string }) => q.id)).toEqual([name, b.id, email, a.id]);
    // Only `afterId`: right before it.
    res = await move(a.id, null, email);
    expect(res.json().data.questions.map((q: { id: string }) => q.id)).toEqual([name, b.id, a.id, email]);

    expect((await move(a.id, a.id, null)).json()).toMatchObject({
      errorCode: 'G20043',
      message: "The question can't be moved there.",
    });
    expect((await move(a.id, email, name)).json().errorCode).toBe('G20043');
    expect((await move(a.id, '00000000-0000-4000-8000-000000000000', null)).json().errorCode).toBe('G20043');
    expect((await move(a.id, null, null)).json().errorCode).toBe('G20043');
    expect((await move('00000000-0000-4000-8000-000000000000', name, null)).json().errorCode).toBe('G04008');
  });

  it('keeps the order through many moves to one spot', async () => {
    const event = await freshEvent();
    const [name, email] = await order(event.id);
    const extra = [];
    for (let i = 0; i < 3; i += 1)
      extra.push((await questionAs(t, team.owner, event.id, { kind: 'SHORT_TEXT', title: `Q${i}` })).id);
    // Moving the last question right after the first, again and again, squeezes keys into one gap.
    let expected = [name, email, ...extra];
    for (let i = 0; i < 40; i += 1) {
      const last = expected.at(-1)!;
      await post(team.owner, url(event.id, `/regist-questions/${last}/move`), { beforeId: expected[0], afterId: expected[1] });
      expected = [expected[0], last, ...expected.slice(1, -1)];
    }
    expect(await order(event.id)).toEqual(expected);
  });

  it('deletes and restores a question back where it was', async () => {
    const event = await freshEvent();
    const [name, email] = await order(event.id);
    const a = await questionAs(t, team.owner, event.id, { kind: 'SHORT_TEXT', title: 'A' });
    const b = await questionAs(t, team.owner, event.id, { kind: 'SHORT_TEXT', title: 'B' });
    const deleted = await del(team.owner, url(event.id, `/regist-questions/${a.id}`));
    expect(deleted.json().data.deletedAt).toBe(t.clock.now().toISOString());
    let form = await managedForm(t, team.owner, event.id);
    expect(form.questions.map((q) => q.id)).toEqual([name, email, b.id]);
    expect((form.deletedQuestions as { id: string }[]).map((q) => q.id)).toEqual([a.id]);
    expect((await del(team.owner, url(event.id, `/regist-questions/${a.id}`))).json().errorCode).toBe('G04008');
    expect((await patch(team.owner, url(event.id, `/regist-questions/${a.id}`), { title: 'x' })).json().errorCode).toBe('G04008');
    // Questions move meanwhile: B goes first; A comes back after EMAIL, where it was.
    await post(team.owner, url(event.id, `/regist-questions/${b.id}/move`), { beforeId: null, afterId: name });
    const restored = await post(team.owner, url(event.id, `/regist-questions/${a.id}/restore`));
    expect(restored.json().data).toMatchObject({ id: a.id, deletedAt: null });
    form = await managedForm(t, team.owner, event.id);
    expect(form.questions.map((q) => q.id)).toEqual([b.id, name, email, a.id]);
    expect((await post(team.owner, url(event.id, `/regist-questions/${a.id}/restore`))).json()).toMatchObject({
      errorCode: 'G20044',
      message: 'Only a deleted question can be restored.',
    });
  });

  it('restoring a profile question whose kind is back on the form is G20045', async () => {
    const event = await freshEvent();
    const phone = await questionAs(t, team.owner, event.id, { kind: 'PHONE_NUMBER' });
    await del(team.owner, url(event.id, `/regist-questions/${phone.id}`));
    await questionAs(t, team.owner, event.id, { kind: 'PHONE_NUMBER' });
    expect((await post(team.owner, url(event.id, `/regist-questions/${phone.id}/restore`))).json().errorCode).toBe('G20045');
  });

  it('publishes and unpublishes; a form that asks nothing cannot be published (G20046)', async () => {
    const event = await freshEvent();
    expect((await post(team.owner, url(event.id, '/regist-forms/unpublish'))).json().data).toMatchObject({
      published: false,
      publishedAt: null,
    });
    expect((await t.app.inject({ method: 'GET', url: `/v1/events/${event.id}/regist-forms` })).json().errorCode).toBe('G04007');
    for (const id of await order(event.id))
      await patch(team.owner, url(event.id, `/regist-questions/${id}`), { requirement: 'HIDDEN' });
    await questionAs(t, team.owner, event.id, { kind: 'PAGE_BREAK' });
    expect((await post(team.owner, url(event.id, '/regist-forms/publish'))).json()).toMatchObject({
      errorCode: 'G20046',
      message: 'Add at least one question before publishing the form.',
    });
    const [name] = await order(event.id);
    await patch(team.owner, url(event.id, `/regist-questions/${name}`), { requirement: 'REQUIRED' });
    expect((await post(team.owner, url(event.id, '/regist-forms/publish'))).json().data).toMatchObject({ published: true });
  });

  it("is the host team's: STAFF may look, not edit (403 G01019); outsiders get 404 G04002; no session 401", async () => {
    const [name] = await order(team.event.id);
    expect(
      (await t.app.inject({ method: 'GET', url: url(team.event.id, '/regist-forms'), headers: asActor(team.staff) })).statusCode,
    ).toBe(200);
    expect((await addQuestion(t, team.coHost, team.event.id, { kind: 'BIO' })).statusCode).toBe(201);
    for (const [actor, code] of [
      [team.staff, 'G01019'],
      [team.stranger, 'G04002'],
      [team.otherHost, 'G04002'],
    ] as const) {
      expect((await addQuestion(t, actor, team.event.id, { kind: 'JOB_TITLE' })).json().errorCode).toBe(code);
      expect(
        (await post(actor, url(team.event.id, `/regist-questions/${name}/move`), { beforeId: null, afterId: null })).json()
          .errorCode,
      ).toBe(code);
      expect((await post(actor, url(team.event.id, '/regist-forms/unpublish'))).json().errorCode).toBe(code);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: url(team.event.id, '/regist-forms'), headers: asActor(team.stranger) })).json()
        .errorCode,
    ).toBe('G04002');
    expect(
      (await t.app.inject({ method: 'POST', url: url(team.event.id, '/regist-questions'), payload: { kind: 'BIO' } })).json()
        .errorCode,
    ).toBe('G01001');
  });
});

describe('answers stay as given when the form changes afterwards', () => {
  it('renamed choices, removed choices, edited and deleted questions: the guest and the host still read the original', async () => {
    const event = await freshEvent();
    const track = await questionAs(t, team.owner, event.id, {
      kind: 'MULTIPLE_CHOICE',
      title: 'Which tracks?',
      choices: [{ label: 'AI' }, { label: 'Web' }, { label: 'Mobile' }],
      allowOther: true,
    });
    const diet = await questionAs(t, team.owner, event.id, {
      kind: 'SINGLE_CHOICE',
      title: 'Diet',
      choices: [{ label: 'Vegan' }, { label: 'None' }],
    });
    const member = await guestUser(t);
    const answers = [
      ...(await defaultAnswers(t, team.owner, event.id, { name: member.user.name, email: member.user.email })),
      { questionId: track.id, value: { choiceIds: [track.choices[0].id, track.choices[2].id], other: 'Robotics' } },
      { questionId: diet.id, value: { choiceId: diet.choices[0].id } },
    ];
    expect((await register(t, event.id, asActor(member), { answers })).statusCode).toBe(201);

    await patch(team.owner, url(event.id, `/regist-questions/${track.id}`), {
      title: 'Tracks (pick any)',
      choices: [
        { id: track.choices[0].id, label: 'Artificial intelligence' },
        { id: track.choices[1].id, label: 'Web' },
      ],
    });
    await del(team.owner, url(event.id, `/regist-questions/${diet.id}`));
    expect((await managedForm(t, team.owner, event.id)).answeredCount).toBe(1);

    const mine = (await myTicket(t, event.id, asActor(member))).json().data.registration;
    const byId = Object.fromEntries(mine.answers.map((a: { questionId: string }) => [a.questionId, a]));
    expect(byId[track.id]).toMatchObject({
      question: { kind: 'MULTIPLE_CHOICE', title: 'Which tracks?', revision: 1 },
      text: 'AI, Mobile, Robotics',
    });
    expect(byId[diet.id]).toMatchObject({ question: { title: 'Diet' }, text: 'Vegan' });

    // The answers to the changed question of a later guest follow the new revision.
    const later = await guestUser(t);
    const laterAnswers = [
      ...(await defaultAnswers(t, team.owner, event.id, { name: later.user.name, email: later.user.email })),
      { questionId: track.id, value: { choiceIds: [track.choices[0].id] } },
    ];
    const res = await register(t, event.id, asActor(later), { answers: laterAnswers });
    const laterTrack = res.json().data.registration.answers.find((a: { questionId: string }) => a.questionId === track.id);
    expect(laterTrack).toMatchObject({ question: { title: 'Tracks (pick any)', revision: 2 }, text: 'Artificial intelligence' });
    // A removed choice can no longer be picked.
    const third = await guestUser(t);
    const stale = await register(t, event.id, asActor(third), {
      answers: [
        ...(await defaultAnswers(t, team.owner, event.id, { name: third.user.name, email: third.user.email })),
        { questionId: track.id, value: { choiceIds: [track.choices[2].id] } },
      ],
    });
    expect(stale.json()).toMatchObject({
      errorCode: 'G20047',
      fields: { [`answers.${track.id}`]: 'Please choose one of the options.' },
    });
  });
});
