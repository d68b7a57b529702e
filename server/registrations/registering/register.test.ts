import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { sessionCookieFor } from '../../test/factories.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { createEventAs } from '../../test/events.ts';
import {
  asActor,
  cancel,
  defaultAnswers,
  guestUser,
  managedForm,
  myTicket,
  patchEvent,
  patchTicket,
  publishedEvent,
  questionAs,
  register,
  registerMember,
  ticketsOf,
} from '../../test/registrations.ts';

let t: TestApp;
let receiver: SmtpReceiver;
beforeAll(async () => {
  receiver = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: receiver.url } });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const START = '2026-06-01T00:00:00.000Z';
const EVENT_END = '2026-06-08T12:00:00.000Z';
const at = (iso: string, seconds = 0) => new Date(new Date(iso).getTime() + seconds * 1000).toISOString();

/** Each test stands at the fake clock's start unless it moves it. */
function resetClock() {
  t.clock.set(START);
}

describe('POST /v1/events/{id}/register: a member', () => {
  it('is APPROVED with a QR ticket, and emailed with the .ics attached', async () => {
    resetClock();
    const { host, event } = await publishedEvent(t, { title: 'Seoul JS Night' });
    const { guest, res } = await registerMember(t, host, event.id);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      eventId: event.id,
      label: 'APPROVED',
      registration: { status: 'APPROVED', isMember: true, email: guest.user.email },
    });
    expect(data.registration.qr.payload).toMatch(/^MOIM-T1\.[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    // The image comes with the ticket (GET …/me), not with the registration's answer.
    expect(data.registration.qr.svg).toBeNull();
    const ticket = (await myTicket(t, event.id, asActor(guest))).json().data.registration;
    expect(ticket.qr).toEqual({ payload: data.registration.qr.payload, svg: expect.stringContaining('<svg') });
    expect(data.registration.answers.map((a: { question: { kind: string } }) => a.question.kind)).toEqual(['NAME', 'EMAIL']);

    await t.drainOutbox();
    const [mail] = receiver.mailsTo(guest.user.email);
    expect(mail.subject).toBe("You're registered: Seoul JS Night");
    expect(mail.attachments.map((a) => a.filename)).toEqual([`${event.handle}.ics`]);
    const ics = Buffer.from(mail.attachments[0].content as ArrayBuffer).toString();
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('SUMMARY:Seoul JS Night');
  });

  it('is PENDING when the host approves guests, and told so in their own language', async () => {
    resetClock();
    const { host, event } = await publishedEvent(t, { approvalRequired: true, title: '디자인 밋업' });
    const member = await guestUser(t, { locale: 'ko' });
    const { res } = await registerMember(t, host, event.id, member);
    expect(res.json().data).toMatchObject({ label: 'PENDING', registration: { status: 'PENDING', qr: null } });
    await t.drainOutbox();
    const [mail] = receiver.mailsTo(member.user.email);
    expect(mail.subject).toBe('신청이 접수되었습니다: 디자인 밋업');
    expect(mail.attachments).toHaveLength(0);
  });

  it('registers once: a second form is 409 G09007 "You\'ve already submitted a registration form."', async () => {
    resetClock();
    const { host, event } = await publishedEvent(t);
    const { guest } = await registerMember(t, host, event.id);
    const again = await registerMember(t, host, event.id, guest);
    expect(again.res.statusCode).toBe(409);
    expect(again.res.json()).toMatchObject({ errorCode: 'G09007', message: "You've already submitted a registration form." });
    const korean = await register(t, event.id, { ...asActor(guest), 'accept-language': 'ko' }, { answers: [] });
    expect(korean.json()).toMatchObject({ errorCode: 'G09007', message: '이미 신청서를 제출했습니다.' });
  });

  it('may register again after cancelling, with a new QR secret', async () => {
    resetClock();
    const { host, event } = await publishedEvent(t);
    const { guest, res } = await registerMember(t, host, event.id);
    const first = res.json().data.registration.qr.payload;
    expect((await cancel(t, event.id, asActor(guest))).json().data).toMatchObject({
      label: 'CANCELLED',
      registration: { qr: null },
    });
    const again = await registerMember(t, host, event.id, guest);
    expect(again.res.statusCode).toBe(201);
    expect(again.res.json().data.registration.status).toBe('APPROVED');
    expect(again.res.json().data.registration.qr.payload).not.toBe(first);
    expect((await ticketsOf(t, host, event.id))[0].issuedCount).toBe(1);
  });

  it('needs a session (401 G01001), and sees nothing of drafts (404 G04002)', async () => {
    resetClock();
    const { host, event } = await publishedEvent(t);
    expect((await register(t, event.id, {}, { answers: [] })).json().errorCode).toBe('G01001');
    const draft = await createEventAs(t, host);
    const member = await guestUser(t);
    expect((await register(t, draft.id, asActor(member), { answers: [] })).json().errorCode).toBe('G04002');
    expect((await register(t, 'not-an-id', asActor(member), { answers: [] })).json().errorCode).toBe('G04002');
  });
});

describe('when registration is open (server clock, inside the transaction)', () => {
  it('G20002 while the form is unpublished, and for the host team while the event is a draft', async () => {
    resetClock();
    const { host, event } = await publishedEvent(t);
    const unpublish = await t.app.inject({
      method: 'POST',
      url: `/v1/event-managements/${event.id}/regist-forms/unpublish`,
      headers: asActor(host),
    });
    expect(unpublish.json().data.published).toBe(false);
    const { res } = await registerMember(t, host, event.id);
    expect(res.json()).toMatchObject({ statusCode: 400, errorCode: 'G20002', message: 'Event registration is not open.' });
    await t.app.inject({ method: 'POST', url: `/v1/event-managements/${event.id}/regist-forms/publish`, headers: asActor(host) });
    expect((await registerMember(t, host, event.id)).res.statusCode).toBe(201);

    const draft = await createEventAs(t, host);
    expect((await registerMember(t, host, draft.id, host)).res.json().errorCode).toBe('G20002');
  });

  it('until the event ends: t−1 s registers, t and t+1 s are G20017', async () => {
    const { host, event } = await publishedEvent(t);
    const answersFor = async () => {
      const member = await guestUser(t);
      return { member, answers: await defaultAnswers(t, host, event.id, { name: member.user.name, email: member.user.email }) };
    };
    const results: Record<string, string | number> = {};
    for (const offset of [-1, 0, 1]) {
      const { member, answers } = await answersFor();
      t.clock.set(at(EVENT_END, offset));
      const res = await register(t, event.id, { cookie: await sessionCookieFor(t, member.user) }, { answers });
      resetClock();
      results[offset] = res.statusCode === 201 ? 201 : res.json().errorCode;
    }
    expect(results).toEqual({ '-1': 201, '0': 'G20017', '1': 'G20017' });
    expect((await register(t, event.id, {}, { answers: [] })).statusCode).toBe(401);
  });

  it('inside the sale window: from its start (t−1 s G20013, t and t+1 s open) to its end (t−1 s open, t and t+1 s G20013)', async () => {
    resetClock();
    const { host, event } = await publishedEvent(t);
    const [ticket] = await ticketsOf(t, host, event.id);
    const saleStart = '2026-06-03T09:00:00.000Z';
    const saleEnd = '2026-06-05T18:00:00.000Z';
    expect((await patchTicket(t, host, event.id, ticket.id, { saleStartsAt: saleStart, saleEndsAt: saleEnd })).statusCode).toBe(
      200,
    );
    const attempt = async (instant: string) => {
      const member = await guestUser(t);
      const answers = await defaultAnswers(t, host, event.id, { name: member.user.name, email: member.user.email });
      t.clock.set(instant);
      const res = await register(
        t,
        event.id,
        { cookie: await sessionCookieFor(t, member.user) },
        { answers, ticketId: ticket.id },
      );
      resetClock();
      return res.statusCode === 201 ? 201 : res.json().errorCode;
    };
    expect([await attempt(at(saleStart, -1)), await attempt(saleStart), await attempt(at(saleStart, 1))]).toEqual([
      'G20013',
      201,
      201,
    ]);
    expect([await attempt(at(saleEnd, -1)), await attempt(saleEnd), await attempt(at(saleEnd, 1))]).toEqual([
      201,
      'G20013',
      'G20013',
    ]);
    const info = await t.app.inject({ method: 'GET', url: `/v1/events/${event.id}/tickets/info` });
    expect(info.json().data).toMatchObject({ registrationState: 'BEFORE', tickets: [{ saleState: 'BEFORE', issuedCount: 3 }] });
    t.clock.set(saleEnd);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/events/${event.id}/tickets/info` })).json().data.registrationState,
    ).toBe('CLOSED');
    resetClock();
  });

  it("G04006 for another event's ticket, G20049 for a ticket taken off sale or an event without tickets", async () => {
    resetClock();
    const { host, event } = await publishedEvent(t);
    const other = await publishedEvent(t);
    const [otherTicket] = await ticketsOf(t, other.host, other.event.id);
    expect((await registerMember(t, host, event.id, undefined, { ticketId: otherTicket.id })).res.json().errorCode).toBe(
      'G04006',
    );
    const [ticket] = await ticketsOf(t, host, event.id);
    await patchTicket(t, host, event.id, ticket.id, { quantity: 0 });
    expect((await registerMember(t, host, event.id, undefined, { ticketId: ticket.id })).res.json().errorCode).toBe('G20049');
    expect((await registerMember(t, host, event.id)).res.json().errorCode).toBe('G20049');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/v1/event-managements/${event.id}/tickets/${ticket.id}`,
      headers: asActor(host),
    });
    expect(del.statusCode).toBe(200);
    expect((await registerMember(t, host, event.id)).res.json()).toMatchObject({
      errorCode: 'G20049',
      message: 'This ticket is not available.',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/events/${event.id}/tickets/info` })).json().data.registrationState,
    ).toBe('CLOSED');
  });
});

describe('after a batch has read the event (decision 055: the instance keeps the read)', () => {
  it('someone registered already is told so (G09007), and the others of their batch are registered', async () => {
    resetClock();
    const { host, event } = await publishedEvent(t);
    const { guest } = await registerMember(t, host, event.id);
    const others = [await guestUser(t), await guestUser(t)];
    const [again, ...registered] = await Promise.all([
      registerMember(t, host, event.id, guest),
      ...others.map((other) => registerMember(t, host, event.id, other)),
    ]);
    expect(again.res.json()).toMatchObject({ errorCode: 'G09007' });
    expect(registered.map(({ res }) => [res.statusCode, res.json().data.label])).toEqual([
      [201, 'APPROVED'],
      [201, 'APPROVED'],
    ]);
  });

  it('a question the host added and a smaller capacity apply to the next registration', async () => {
    resetClock();
    const { host, event } = await publishedEvent(t, { maxParticipants: 3 });
    expect((await registerMember(t, host, event.id)).res.statusCode).toBe(201);

    const why = await questionAs(t, host, event.id, { kind: 'LONG_TEXT', requirement: 'REQUIRED', title: 'Why' });
    const member = await guestUser(t);
    const unanswered = await registerMember(t, host, event.id, member);
    expect(unanswered.res.json()).toMatchObject({
      errorCode: 'G20047',
      fields: { [`answers.${why.id}`]: 'This field is required.' },
    });
    const answered = await registerMember(t, host, event.id, member, {
      answers: [
        ...(await defaultAnswers(t, host, event.id, { name: member.user.name, email: member.user.email })),
        { questionId: why.id, value: 'To learn' },
      ],
    });
    expect(answered.res.statusCode).toBe(201);

    expect((await patchEvent(t, host, event.id, { maxParticipants: 2 })).statusCode).toBe(200);
    const late = await guestUser(t);
    const full = await registerMember(t, host, event.id, late, {
      answers: [
        ...(await defaultAnswers(t, host, event.id, { name: late.user.name, email: late.user.email })),
        { questionId: why.id, value: 'To learn' },
      ],
    });
    expect(full.res.json()).toMatchObject({ errorCode: 'G20003' });
  });
});

describe('capacity', () => {
  it('G20003 once the maximum participants are in, and SOLD_OUT on the event page', async () => {
    resetClock();
    const { host, event } = await publishedEvent(t, { maxParticipants: 2 });
    expect((await registerMember(t, host, event.id)).res.statusCode).toBe(201);
    expect((await registerMember(t, host, event.id)).res.statusCode).toBe(201);
    const full = (await registerMember(t, host, event.id)).res;
    expect(full.statusCode).toBe(400);
    expect(full.json()).toMatchObject({
      errorCode: 'G20003',
      message: 'Registration is now closed as the event has reached its maximum capacity.',
    });
    const page = await t.app.inject({ method: 'GET', url: `/v1/events/info?handle=${event.handle}` });
    expect(page.json().data.registrationState).toBe('SOLD_OUT');
    const info = (await t.app.inject({ method: 'GET', url: `/v1/events/${event.id}/tickets/info` })).json().data;
    expect(info).toMatchObject({ registrationState: 'SOLD_OUT', maxParticipants: 2, taken: 2 });
  });

  it('G20003 when the chosen ticket is sold out, with its count never past the quantity', async () => {
    resetClock();
    const { host, event } = await publishedEvent(t);
    const [ticket] = await ticketsOf(t, host, event.id);
    await patchTicket(t, host, event.id, ticket.id, { quantity: 1 });
    expect((await registerMember(t, host, event.id)).res.statusCode).toBe(201);
    expect((await registerMember(t, host, event.id)).res.json().errorCode).toBe('G20003');
    const [after] = await ticketsOf(t, host, event.id);
    expect(after).toMatchObject({ quantity: 1, issuedCount: 1 });
  });

  it('a cancelled seat is free again; pending guests hold theirs', async () => {
    resetClock();
    const { host, event } = await publishedEvent(t, { maxParticipants: 1, approvalRequired: true });
    const { guest } = await registerMember(t, host, event.id);
    expect((await registerMember(t, host, event.id)).res.json().errorCode).toBe('G20003');
    await cancel(t, event.id, asActor(guest));
    expect((await registerMember(t, host, event.id)).res.json().data.label).toBe('PENDING');
  });
});

describe('answers', () => {
  it('required terms must be agreed (G10016); required fields filled and every answer in shape (G20047)', async () => {
    resetClock();
    const { host, event } = await publishedEvent(t);
    const terms = await questionAs(t, host, event.id, {
      kind: 'TEXT_TERMS',
      requirement: 'REQUIRED',
      title: 'Code of conduct',
      content: 'Be kind.',
    });
    const link = await questionAs(t, host, event.id, { kind: 'LINK', requirement: 'OPTIONAL', title: 'Portfolio' });
    const member = await guestUser(t);
    const answers = await defaultAnswers(t, host, event.id, { name: member.user.name, email: member.user.email });

    const noTerms = await register(t, event.id, asActor(member), { answers });
    expect(noTerms.json()).toMatchObject({ errorCode: 'G10016', message: 'Please agree to the required terms.' });
    expect(noTerms.json().fields).toEqual({ [`answers.${terms.id}`]: 'Please agree to the required terms.' });
    const declined = await register(t, event.id, asActor(member), {
      answers: [...answers, { questionId: terms.id, value: false }],
    });
    expect(declined.json().errorCode).toBe('G10016');

    const missingName = await register(t, event.id, asActor(member), {
      answers: [answers[1], { questionId: terms.id, value: true }],
    });
    expect(missingName.json()).toMatchObject({
      errorCode: 'G20047',
      fields: { [`answers.${answers[0].questionId}`]: 'This field is required.' },
    });
    const badLink = await register(t, event.id, asActor(member), {
      answers: [...answers, { questionId: terms.id, value: true }, { questionId: link.id, value: 'not a url' }],
    });
    expect(badLink.json()).toMatchObject({
      errorCode: 'G20047',
      fields: { [`answers.${link.id}`]: 'Please enter a valid URL.' },
    });
    const stranger = await register(t, event.id, asActor(member), {
      answers: [
        ...answers,
        { questionId: terms.id, value: true },
        { questionId: '00000000-0000-4000-8000-000000000000', value: 'x' },
      ],
    });
    expect(stranger.json().errorCode).toBe('G20047');

    const ok = await register(t, event.id, asActor(member), {
      answers: [...answers, { questionId: terms.id, value: true }, { questionId: link.id, value: 'moim.example/me' }],
    });
    expect(ok.statusCode).toBe(201);
    const stored = ok.json().data.registration.answers.find((a: { questionId: string }) => a.questionId === link.id);
    expect(stored).toMatchObject({ value: 'https://moim.example/me', text: 'https://moim.example/me' });
  });

  it('drops NUL characters from answers (PostgreSQL cannot store them); guests registering at the same moment are not affected', async () => {
    resetClock();
    const { host, event } = await publishedEvent(t);
    const why = await questionAs(t, host, event.id, { kind: 'LONG_TEXT', requirement: 'OPTIONAL', title: 'Why' });
    const [odd, other] = [await guestUser(t), await guestUser(t)];
    const oddAnswers = [
      ...(await defaultAnswers(t, host, event.id, { name: odd.user.name, email: odd.user.email })),
      { questionId: why.id, value: 'to\u0000 learn' },
    ];
    const otherAnswers = await defaultAnswers(t, host, event.id, { name: other.user.name, email: other.user.email });
    const [oddRes, otherRes] = await Promise.all([
      register(t, event.id, asActor(odd), { answers: oddAnswers }),
      register(t, event.id, asActor(other), { answers: otherAnswers }),
    ]);
    expect([oddRes.statusCode, otherRes.statusCode]).toEqual([201, 201]);
    const answer = (oddRes.json().data.registration.answers as { questionId: string; value: unknown }[]).find(
      (a) => a.questionId === why.id,
    );
    expect(answer?.value).toBe('to learn');
  });

  it('replaces a lone UTF-16 surrogate in an answer rather than failing (PostgreSQL cannot store it)', async () => {
    resetClock();
    const { host, event } = await publishedEvent(t);
    const why = await questionAs(t, host, event.id, { kind: 'LONG_TEXT', requirement: 'OPTIONAL', title: 'Why' });
    const guest = await guestUser(t);
    const answers = [
      ...(await defaultAnswers(t, host, event.id, { name: guest.user.name, email: guest.user.email })),
      { questionId: why.id, value: 'half \ud800 a pair' },
    ];
    const res = await register(t, event.id, asActor(guest), { answers });
    expect(res.statusCode).toBe(201);
    const answer = (res.json().data.registration.answers as { questionId: string; value: unknown }[]).find(
      (a) => a.questionId === why.id,
    );
    expect(answer?.value).toBe('half \ufffd a pair');
  });

  it('pre-fills profile questions, and writes answers back to the profile only with consent', async () => {
    resetClock();
    const { host, event } = await publishedEvent(t);
    const org = await questionAs(t, host, event.id, { kind: 'ORGANIZATION', requirement: 'OPTIONAL' });
    const tags = await questionAs(t, host, event.id, { kind: 'TAG', requirement: 'OPTIONAL' });
    const member = await guestUser(t, { name: 'Minji Park' });
    await t.app.inject({
      method: 'PATCH',
      url: '/v1/me/profile',
      headers: asActor(member),
      payload: { organization: 'Moim Labs' },
    });

    const form = await t.app.inject({ method: 'GET', url: `/v1/events/${event.id}/regist-forms`, headers: asActor(member) });
    const { questions, prefill } = form.json().data;
    const name = questions.find((q: { kind: string }) => q.kind === 'NAME');
    const email = questions.find((q: { kind: string }) => q.kind === 'EMAIL');
    expect(prefill).toEqual({ [name.id]: 'Minji Park', [email.id]: member.user.email, [org.id]: 'Moim Labs' });
    const anonymous = await t.app.inject({ method: 'GET', url: `/v1/events/${event.id}/regist-forms` });
    expect(anonymous.json().data.prefill).toEqual({});

    const answers = [
      { questionId: name.id, value: 'Minji Park' },
      { questionId: email.id, value: member.user.email },
      { questionId: org.id, value: 'Seoul AI Club' },
      { questionId: tags.id, value: ['ai', 'web'] },
    ];
    await register(t, event.id, asActor(member), { answers });
    const unchanged = await t.app.inject({ method: 'GET', url: '/v1/me/profile', headers: asActor(member) });
    expect(unchanged.json().data).toMatchObject({ organization: 'Moim Labs', tags: [] });

    const second = await publishedEvent(t);
    const secondForm = await managedForm(t, second.host, second.event.id);
    const orgQuestion = await questionAs(t, second.host, second.event.id, { kind: 'ORGANIZATION', requirement: 'REQUIRED' });
    const res = await register(t, second.event.id, asActor(member), {
      updateProfile: true,
      answers: [
        { questionId: secondForm.questions[0].id, value: 'Minji P.' },
        { questionId: secondForm.questions[1].id, value: member.user.email },
        { questionId: orgQuestion.id, value: 'Seoul AI Club' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const updated = await t.app.inject({ method: 'GET', url: '/v1/me/profile', headers: asActor(member) });
    expect(updated.json().data).toMatchObject({ name: 'Minji P.', organization: 'Seoul AI Club', email: member.user.email });
  });
});

describe('tickets', () => {
  it('sale end after the event end is G20016 (at the end itself is fine); quantity below issued is G20015', async () => {
    resetClock();
    const { host, event } = await publishedEvent(t);
    const [ticket] = await ticketsOf(t, host, event.id);
    expect((await patchTicket(t, host, event.id, ticket.id, { saleEndsAt: at(EVENT_END, 1) })).json()).toMatchObject({
      errorCode: 'G20016',
      message: "The sale can't end after the event ends.",
    });
    expect((await patchTicket(t, host, event.id, ticket.id, { saleEndsAt: EVENT_END })).statusCode).toBe(200);
    const created = await t.app.inject({
      method: 'POST',
      url: `/v1/event-managements/${event.id}/tickets`,
      headers: asActor(host),
      payload: { name: 'VIP', quantity: 5, saleEndsAt: at(EVENT_END, 1) },
    });
    expect(created.json().errorCode).toBe('G20016');

    await registerMember(t, host, event.id);
    await registerMember(t, host, event.id);
    expect((await patchTicket(t, host, event.id, ticket.id, { quantity: 1 })).json()).toMatchObject({ errorCode: 'G20015' });
    expect((await patchTicket(t, host, event.id, ticket.id, { quantity: 2 })).json().data).toMatchObject({
      quantity: 2,
      issuedCount: 2,
      remaining: 0,
      saleState: 'SOLD_OUT',
    });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/v1/event-managements/${event.id}/tickets/${ticket.id}`,
          headers: asActor(host),
        })
      ).json().errorCode,
    ).toBe('G09009');
  });

  it('a second ticket can be chosen; the host team manages tickets, others cannot', async () => {
    resetClock();
    const { host, event } = await publishedEvent(t);
    const vip = await t.app.inject({
      method: 'POST',
      url: `/v1/event-managements/${event.id}/tickets`,
      headers: asActor(host),
      payload: { name: 'VIP', quantity: 10, description: 'Front row' },
    });
    expect(vip.statusCode).toBe(201);
    const vipId = vip.json().data.id;
    const { res } = await registerMember(t, host, event.id, undefined, { ticketId: vipId });
    expect(res.json().data.registration.ticket).toEqual({ id: vipId, name: 'VIP', isDefault: false });

    const stranger = await guestUser(t);
    const list = await t.app.inject({
      method: 'GET',
      url: `/v1/event-managements/${event.id}/tickets`,
      headers: asActor(stranger),
    });
    expect(list.json().errorCode).toBe('G04002');
    expect((await patchTicket(t, stranger, event.id, vipId, { quantity: 1 })).json().errorCode).toBe('G04002');
    expect((await t.app.inject({ method: 'GET', url: `/v1/event-managements/${event.id}/tickets` })).json().errorCode).toBe(
      'G01001',
    );
  });
});

describe('GET /v1/events/{id}/me and cancelling', () => {
  it('shows NOT_REGISTERED, then the ticket; cancelling frees it; a second cancel changes nothing', async () => {
    resetClock();
    const { host, event } = await publishedEvent(t);
    const member = await guestUser(t);
    expect((await myTicket(t, event.id, asActor(member))).json().data).toEqual({
      eventId: event.id,
      label: 'NOT_REGISTERED',
      registration: null,
    });
    await registerMember(t, host, event.id, member);
    expect((await myTicket(t, event.id, asActor(member))).json().data.label).toBe('APPROVED');
    const svg = await t.app.inject({ method: 'GET', url: `/v1/events/${event.id}/me/qr.svg`, headers: asActor(member) });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');

    const cancelled = await cancel(t, event.id, asActor(member));
    expect(cancelled.json().data).toMatchObject({ label: 'CANCELLED', registration: { status: 'CANCELLED' } });
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/events/${event.id}/me/qr.svg`, headers: asActor(member) })).json().errorCode,
    ).toBe('G04006');
    expect((await ticketsOf(t, host, event.id))[0].issuedCount).toBe(0);
    expect((await cancel(t, event.id, asActor(member))).json().data.label).toBe('CANCELLED');
    await t.drainOutbox();
    expect(receiver.mailsTo(member.user.email).map((m) => m.subject)).toEqual([
      "You're registered: Seoul AI Meetup",
      'Registration cancelled: Seoul AI Meetup',
    ]);
    expect((await cancel(t, event.id, asActor(await guestUser(t)))).json().errorCode).toBe('G04003');
  });

  it('cannot cancel once the event has ended (G20017)', async () => {
    resetClock();
    const { host, event } = await publishedEvent(t);
    const { guest } = await registerMember(t, host, event.id);
    t.clock.set(EVENT_END);
    expect((await cancel(t, event.id, { cookie: await sessionCookieFor(t, guest.user) })).json().errorCode).toBe('G20017');
    resetClock();
  });
});
