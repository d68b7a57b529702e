import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { freshEmail, freshIp } from '../auth/test-sign-in.ts';
import { asGuest, cancel, managedForm, myTicket, publishedEvent, register, registerMember } from './test-registrations.ts';

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
  t.app.inject({ method: 'POST', url: `/v1/events/${eventId}/check-email`, remoteAddress: freshIp(), headers, payload: { email } });
const verify = (eventId: string, email: string, code: string) =>
  t.app.inject({ method: 'POST', url: `/v1/events/${eventId}/check-email/verify`, remoteAddress: freshIp(), payload: { email, code } });

async function latestCode(email: string): Promise<string> {
  await t.drainOutbox();
  const mail = receiver.mailsTo(email).at(-1);
  const code = mail?.text ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
  if (!code) throw new Error(`no code for ${email}`);
  return code;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

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

    // Their status: only with the proof.
    expect((await myTicket(t, event.id, asGuest(token))).json().data).toMatchObject({ label: 'APPROVED', registration: { qr: { payload: expect.any(String) } } });
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

  it('rejects altered, expired and other events\' proofs with G01020', async () => {
    const { host, event } = await publishedEvent(t);
    const other = await publishedEvent(t);
    const email = freshEmail('guest');
    const { guestToken } = await proveEmail(event.id, email);
    const answers = await guestAnswers(host, event.id, 'Guest Lee', email);
    const altered = `${guestToken.slice(0, -3)}${guestToken.slice(-3) === 'AAA' ? 'BBB' : 'AAA'}`;
    for (const [eventId, token] of [[event.id, altered], [other.event.id, guestToken], [event.id, 'nonsense']] as const) {
      const res = await register(t, eventId, asGuest(token), { answers, agreeToPolicies: true });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ errorCode: 'G01020', message: 'Your email confirmation has expired or is not valid. Please confirm your email again.' });
    }
    t.clock.advance(60 * MINUTE);
    expect((await myTicket(t, event.id, asGuest(guestToken))).json().errorCode).toBe('G01020');
    t.clock.set('2026-06-01T00:00:00.000Z');
  });

  it('limits the code: 5 guesses (G01014 then G01015), 5 minutes (G01026), a send a minute (G01017), five an hour (G01018)', async () => {
    const { event } = await publishedEvent(t);
    const email = freshEmail('guest');
    await checkEmail(event.id, email);
    const code = await latestCode(email);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await verify(event.id, email, wrong(code))).json().errorCode);
    expect(answers).toEqual(['G01014', 'G01014', 'G01014', 'G01014', 'G01015']);
    expect((await verify(event.id, email, code)).json().errorCode).toBe('G01015');

    expect((await checkEmail(event.id, email)).json()).toMatchObject({ statusCode: 403, errorCode: 'G01017' });
    t.clock.advance(MINUTE);
    await checkEmail(event.id, email);
    const fresh = await latestCode(email);
    t.clock.advance(5 * MINUTE);
    expect((await verify(event.id, email, fresh)).json().errorCode).toBe('G01026');
    for (let i = 0; i < 3; i += 1) {
      t.clock.advance(MINUTE);
      expect((await checkEmail(event.id, email)).statusCode).toBe(200);
    }
    t.clock.advance(MINUTE);
    expect((await checkEmail(event.id, email)).json()).toMatchObject({ statusCode: 403, errorCode: 'G01018' });
    t.clock.set('2026-06-01T00:00:00.000Z');
  });

  it('is for published events, not member-only ones; an address a member registered with is taken', async () => {
    const { host, event } = await publishedEvent(t, { visibility: 'MEMBER_ONLY' });
    expect((await checkEmail('00000000-0000-4000-8000-000000000000', freshEmail())).json().errorCode).toBe('G04002');
    const email = freshEmail('guest');
    const { guestToken } = await proveEmail(event.id, email);
    const answers = await guestAnswers(host, event.id, 'Guest Park', email);
    expect((await register(t, event.id, asGuest(guestToken), { answers, agreeToPolicies: true })).json().errorCode).toBe('G01019');

    const open = await publishedEvent(t);
    const { guest } = await registerMember(t, open.host, open.event.id);
    const proof = await proveEmail(open.event.id, guest.user.email);
    expect(proof.hasAccount).toBe(true);
    const memberAnswers = await guestAnswers(open.host, open.event.id, 'Same Person', guest.user.email);
    expect((await register(t, open.event.id, asGuest(proof.guestToken), { answers: memberAnswers, agreeToPolicies: true })).json().errorCode).toBe('G09007');
  });
});
