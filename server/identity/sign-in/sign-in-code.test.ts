import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { authRateLimits } from './auth.routes.ts';
import { exchangeCode, freshEmail, latestCode, requestCode, signUp } from '../../test/sign-in.ts';

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

describe('POST /v1/auth/otp', () => {
  it('mails a 6-digit code, in the request language, with its lifetime and countdowns', async () => {
    const email = freshEmail();
    const now = t.clock.now().getTime();
    const res = await requestCode(t, email, 'SIGN_IN', { 'accept-language': 'ko-KR,ko;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      email,
      purpose: 'SIGN_IN',
      sent: true,
      codeLength: 6,
      expiresAt: new Date(now + 5 * MINUTE).toISOString(),
      resendAvailableAt: new Date(now + MINUTE).toISOString(),
    });
    const code = await latestCode(t, receiver, email);
    const [mail] = receiver.mailsTo(email);
    expect(mail.subject).toBe('Moim 로그인 인증 코드');
    expect(mail.subject).not.toContain(code);
    expect(mail.text).toContain('5분');
    expect(mail.html).toContain(code);
  });

  it('writes the English mail for English and sign-up wording for sign-up', async () => {
    const email = freshEmail();
    await requestCode(t, email, 'SIGN_UP', { 'accept-language': 'en-US' });
    const code = await latestCode(t, receiver, email);
    const [mail] = receiver.mailsTo(email);
    expect(mail.subject).toBe('Confirm your email for Moim');
    expect(mail.text).toContain(`\n${code}\n`);
    expect(mail.text).toContain('5 minutes');
  });

  it('normalises the email and rejects invalid input with the spec message keys', async () => {
    const email = freshEmail();
    const res = await requestCode(t, `  ${email.toUpperCase()} `);
    expect(res.json().data.email).toBe(email);
    const bad = await requestCode(t, 'not-an-email@x', 'SIGN_IN', { 'accept-language': 'ko' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'G00100', fields: { email: '올바른 이메일 주소를 입력해 주세요.' } });
    const purpose = await t.app.inject({ method: 'POST', url: '/v1/auth/otp', payload: { email, purpose: 'OTHER' } });
    expect(purpose.json().errorCode).toBe('G00100');
  });

  it('limits requests per client address (G00104)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= authRateLimits.otp.max; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/otp',
        remoteAddress: '192.0.2.77',
        payload: { email: freshEmail(), purpose: 'SIGN_IN' },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().errorCode).toBe('G00104');
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('POST /v1/auth/token/email: one flow, whichever button was pressed', () => {
  it('takes a new email pressed under Sign in on to the name step with the one code', async () => {
    const email = freshEmail('newcomer');
    await requestCode(t, email, 'SIGN_IN');
    const res = await exchangeCode(t, email, await latestCode(t, receiver, email), 'SIGN_IN');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'SIGN_UP_REQUIRED', email });
    expect(res.cookies).toHaveLength(0);
    await t.drainOutbox();
    expect(receiver.mailsTo(email)).toHaveLength(1);
  });

  it('signs a registered email pressed under Create an account in', async () => {
    const { email, user } = await signUp(t, receiver);
    t.clock.advance(MINUTE);
    await requestCode(t, email, 'SIGN_UP');
    const res = await exchangeCode(t, email, await latestCode(t, receiver, email, 1), 'SIGN_UP');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'SIGNED_IN', user: { id: user.id } });
  });

  it('lets a code asked for under one button be used under the other', async () => {
    const email = freshEmail('switcher');
    await requestCode(t, email, 'SIGN_IN');
    const code = await latestCode(t, receiver, email);
    expect((await requestCode(t, email, 'SIGN_UP')).json().data.sent).toBe(false);
    expect((await exchangeCode(t, email, code, 'SIGN_UP')).json().data.status).toBe('SIGN_UP_REQUIRED');
  });

  it('signs a known email in and uses each code once', async () => {
    const { email, user } = await signUp(t, receiver);
    t.clock.advance(MINUTE);
    await requestCode(t, email);
    const code = await latestCode(t, receiver, email);
    const res = await exchangeCode(t, email.toUpperCase(), code);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'SIGNED_IN', user: { id: user.id, email } });
    expect(res.cookies.map((c) => c.name).sort()).toEqual(['moim_at', 'moim_rt', 'moim_session']);
    expect((await exchangeCode(t, email, code)).json().errorCode).toBe('G01014');
  });

  it('gives a new email a sign-up token valid 15 minutes and no session', async () => {
    const email = freshEmail();
    await requestCode(t, email, 'SIGN_UP');
    const res = await exchangeCode(t, email, await latestCode(t, receiver, email), 'SIGN_UP');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'SIGN_UP_REQUIRED', email, suggestedName: null });
    expect(data.signUpToken.split('.')).toHaveLength(3);
    expect(new Date(data.expiresAt).getTime() - t.clock.now().getTime()).toBe(15 * MINUTE);
    expect(res.cookies).toHaveLength(0);
  });

  it('refuses credentials it cannot read with G01006', async () => {
    const email = freshEmail();
    const bad = [
      undefined,
      'Bearer abc',
      'Basic !!!',
      `Basic ${Buffer.from(email).toString('base64')}`,
      `Basic ${Buffer.from(`${email}:12345`).toString('base64')}`,
      `Basic ${Buffer.from('nobody:123456').toString('base64')}`,
    ];
    for (const authorization of bad) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/token/email',
        headers: authorization ? { authorization } : {},
        payload: { purpose: 'SIGN_IN' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().errorCode).toBe('G01006');
    }
  });
});
