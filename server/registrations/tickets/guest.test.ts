import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { freshEmail, freshIp } from '../../test/sign-in.ts';
import { createCommunity, createCommunityEventAs } from '../../test/community-people.ts';
import { publish } from '../../test/events.ts';
import {
  asActor,
  asGuest,
  cancel,
  managedForm,
  myTicket,
  publishedEvent,
  register,
  registerMember,
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

const MINUTE = 60_000;

const checkEmail = (eventId: string, email: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/events/${eventId}/check-email`,
    remoteAddress: freshIp(),
    headers,
    payload: { email },
  });
const verify = (eventId: string, email: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/events/${eventId}/check-email/verify`,
    remoteAddress: freshIp(),
    payload: { email, code },
  });

async function latestCode(email: string): Promise<string> {
  await t.drainOutbox();
  // Codes go out before other mail already queued: the newest mail with a code, not the newest mail.
  const mail = receiver.mailsTo(email).findLast((m) => m.text && /\b\d{6}\b/.test(m.text));
  const code = mail?.text ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
  if (!code) throw new Error(`no code for ${email}`);
  return code;
}

/** Email → code → guest token, as the browser does it. */
async function proveEmail(eventId: string, email: string) {
  expect((await checkEmail(eventId, email)).statusCode).toBe(200);
  const res = await verify(eventId, email, await latestCode(email));
  expect(res.statusCode).toBe(200);
  return res.json().data as { guestToken: string; label: string; registration: unknown; hasAccount: boolean };
}

async function guestAnswers(host: Parameters<typeof managedForm>[1], eventId: string, name: string, email: string) {
  const form = await managedForm(t, host, eventId);
  return [
    { questionId: form.questions.find((q) => q.kind === 'NAME')!.id, value: name },
    { questionId: form.questions.find((q) => q.kind === 'EMAIL')!.id, value: email },
  ];
}

describe('a non-member registers with an emailed code', () => {
  it('end to end: code, proof, terms, registration, status, cancellation', async () => {
    const { host, event } = await publishedEvent(t, { title: 'Open Source Day' });
    const email = freshEmail('guest');
    const sent = await checkEmail(event.id, email.toUpperCase(), { 'accept-language': 'ko' });
    expect(sent.json().data).toEqual({
      email,
      sent: true,
      codeLength: 6,
      expiresAt: new Date(t.clock.now().getTime() + 5 * MINUTE).toISOString(),
      resendAvailableAt: new Date(t.clock.now().getTime() + MINUTE).toISOString(),
    });
    const code = await latestCode(email);
    const mail = receiver.mailsTo(email)[0];
    expect(mail.subject).toBe('Open Source Day 이메일 인증');
    expect(mail.subject).not.toContain(code);

    const proof = await verify(event.id, email, code);
    expect(proof.json().data).toMatchObject({ email, hasAccount: false, label: 'NOT_REGISTERED', registration: null });
    const token = proof.json().data.guestToken as string;
    expect((await verify(event.id, email, code)).json().errorCode).toBe('G01014');

    const answers = await guestAnswers(host, event.id, 'Guest Kim', email);
    const noPolicies = await register(t, event.id, asGuest(token), { answers });
    expect(noPolicies.json()).toMatchObject({ errorCode: 'G10016' });
    const res = await register(t, event.id, { ...asGuest(token), 'accept-language': 'ko' }, { answers, agreeToPolicies: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ label: 'APPROVED', registration: { isMember: false, email, name: 'Guest Kim' } });
    await t.drainOutbox();
    expect(receiver.mailsTo(email).at(-1)!.subject).toBe('참가가 확정되었습니다: Open Source Day');
    // The time in the mail names its zone.
    expect(receiver.mailsTo(email).at(-1)!.text).toContain('(Asia/Seoul, GMT+9)');

    // Their status: only with the proof.
    expect((await myTicket(t, event.id, asGuest(token))).json().data).toMatchObject({
      label: 'APPROVED',
      registration: { qr: { payload: expect.any(String) } },
    });
    expect((await myTicket(t, event.id, {})).json().errorCode).toBe('G01001');
    t.clock.advance(MINUTE);
    const again = await proveEmail(event.id, email);
    expect(again).toMatchObject({ label: 'APPROVED', registration: { email } });

    // One registration per email, whatever the capitals.
    const second = await register(t, event.id, asGuest(again.guestToken), { answers, agreeToPolicies: true });
    expect(second.json().errorCode).toBe('G09007');

    expect((await cancel(t, event.id, asGuest(token))).json().data.label).toBe('CANCELLED');
    t.clock.set('2026-06-01T00:00:00.000Z');
  });

  it("rejects altered, expired and other events' proofs with G01020", async () => {
    const { host, event } = await publishedEvent(t);
    const other = await publishedEvent(t);
    const email = freshEmail('guest');
    const { guestToken } = await proveEmail(event.id, email);
    const answers = await guestAnswers(host, event.id, 'Guest Lee', email);
    const altered = `${guestToken.slice(0, -3)}${guestToken.slice(-3) === 'AAA' ? 'BBB' : 'AAA'}`;
    for (const [eventId, token] of [
      [event.id, altered],
      [other.event.id, guestToken],
      [event.id, 'nonsense'],
    ] as const) {
      const res = await register(t, eventId, asGuest(token), { answers, agreeToPolicies: true });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        errorCode: 'G01020',
        message: 'Your email confirmation has expired or is not valid. Please confirm your email again.',
      });
    }
    t.clock.advance(60 * MINUTE);
    expect((await myTicket(t, event.id, asGuest(guestToken))).json().errorCode).toBe('G01020');
    t.clock.set('2026-06-01T00:00:00.000Z');
  });

  it('is for published events, not member-only ones; an address a member registered with is taken', async () => {
    const acme = await createCommunity(t, 'Acme');
    const event = await createCommunityEventAs(t, acme, { visibility: 'MEMBER_ONLY' });
    await publish(t, acme.owner, event.id);
    expect((await checkEmail('00000000-0000-4000-8000-000000000000', freshEmail())).json().errorCode).toBe('G04002');
    // A member-only event does not exist for someone without an account (its community's members only).
    expect((await checkEmail(event.id, freshEmail('guest'))).json().errorCode).toBe('G04002');

    const open = await publishedEvent(t);
    const { guest } = await registerMember(t, open.host, open.event.id);
    const proof = await proveEmail(open.event.id, guest.user.email);
    expect(proof.hasAccount).toBe(true);
    const memberAnswers = await guestAnswers(open.host, open.event.id, 'Same Person', guest.user.email);
    expect(
      (await register(t, open.event.id, asGuest(proof.guestToken), { answers: memberAnswers, agreeToPolicies: true })).json()
        .errorCode,
    ).toBe('G09007');
  });

  it("links a non-member's approval email to their ticket: signed, for viewing that ticket only, until the event ends", async () => {
    const { host, event } = await publishedEvent(t, { approvalRequired: true, title: 'Link Night' });
    const email = freshEmail('linked');
    const { guestToken } = await proveEmail(event.id, email);
    const answers = await guestAnswers(host, event.id, 'Guest Yoon', email);
    const pending = await register(t, event.id, asGuest(guestToken), { answers, agreeToPolicies: true });
    expect(pending.json().data.label).toBe('PENDING');
    await t.drainOutbox();
    expect(receiver.mailsTo(email).at(-1)!.text).not.toContain('/events/ticket?t=');

    const pid = pending.json().data.registration.id as string;
    const approved = await t.app.inject({
      method: 'PATCH',
      url: `/v1/event-managements/${event.id}/participants/${pid}`,
      headers: asActor(host),
      payload: { status: 'APPROVED' },
    });
    expect(approved.statusCode).toBe(200);
    await t.drainOutbox();
    const mail = receiver.mailsTo(email).at(-1)!;
    const link = /(http\S+\/events\/ticket\?t=\S+)/.exec(mail.text ?? '')?.[1];
    expect(link).toBeDefined();
    expect(mail.html).toContain(link!.replace(/&/g, '&amp;'));
    // No account, so no My events: the link is where the ticket is.
    expect(mail.text).toContain('Your ticket with its QR code opens from the link below.');
    expect(mail.text).not.toContain('My events');
    const token = new URL(link!).searchParams.get('t')!;

    const byLink = (value: string) =>
      t.app.inject({ method: 'GET', url: `/v1/tickets/by-link?token=${encodeURIComponent(value)}`, remoteAddress: freshIp() });
    const opened = await byLink(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({
      event: { id: event.id, title: 'Link Night' },
      label: 'APPROVED',
      registration: { id: pid, email, qr: { payload: expect.any(String) } },
    });

    // Altered, another purpose's token, or used where a guest token is wanted: refused.
    const [body, signature] = token.split('.');
    const altered = `${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [altered, guestToken, 'nonsense', `${token}.x`])
      expect((await byLink(bad)).json()).toMatchObject({ statusCode: 401, errorCode: 'G01029' });
    expect((await myTicket(t, event.id, asGuest(token))).json().errorCode).toBe('G01020');

    // Good until the event ends, and not a second after.
    const endsAt = new Date(event.endsAt as string);
    t.clock.set(new Date(endsAt.getTime() - 1_000));
    expect((await byLink(token)).statusCode).toBe(200);
    t.clock.set(endsAt);
    expect((await byLink(token)).json().errorCode).toBe('G01029');
    t.clock.set('2026-06-01T00:00:00.000Z');
  });

  it("a member's approval email has no ticket link: the account holds the ticket", async () => {
    const { host, event } = await publishedEvent(t);
    const { guest } = await registerMember(t, host, event.id);
    await t.drainOutbox();
    const mail = receiver.mailsTo(guest.user.email).at(-1)!;
    expect(mail.text).not.toContain('/events/ticket?t=');
    expect(mail.text).toContain('Your ticket with its QR code is under My events.');
  });
});
