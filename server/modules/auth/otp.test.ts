import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { authRateLimits } from './auth.routes.ts';
import { exchangeCode, freshEmail, latestCode, requestCode, signUp } from './test-sign-in.ts';

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

function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe('POST /v1/auth/otp', () => {
  it('mails a 6-digit code, in the request language, with its lifetime and countdowns', async () => {
    const email = freshEmail();
    const now = t.clock.now().getTime();
    const res = await requestCode(t, email, 'SIGN_IN', { 'accept-language': 'ko-KR,ko;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      email,
      purpose: 'SIGN_IN',
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

  it('refuses a second code within a minute (G01017) and sends one again after it', async () => {
    const email = freshEmail();
    expect((await requestCode(t, email)).statusCode).toBe(200);
    t.clock.advance(59_000);
    const again = await requestCode(t, email);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ errorCode: 'G01017', message: 'You can resend the code only once per minute.' });
    t.clock.advance(1_000);
    expect((await requestCode(t, email)).statusCode).toBe(200);
    await t.drainOutbox();
    expect(receiver.mailsTo(email)).toHaveLength(2);
  });

  it('caps codes at 5 an hour (G01018), then allows them again', async () => {
    const email = freshEmail();
    for (let i = 0; i < 5; i += 1) {
      expect((await requestCode(t, email)).statusCode).toBe(200);
      t.clock.advance(MINUTE);
    }
    const capped = await requestCode(t, email);
    expect(capped.statusCode).toBe(403);
    expect(capped.json().errorCode).toBe('G01018');
    t.clock.advance(56 * MINUTE);
    expect((await requestCode(t, email)).statusCode).toBe(200);
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

describe('POST /v1/auth/token/email', () => {
  it('says "no account" only after the code is right (G01027), and the code is then spent', async () => {
    const email = freshEmail();
    await requestCode(t, email);
    const code = await latestCode(t, receiver, email);
    const wrong = await exchangeCode(t, email, wrongCode(code));
    expect(wrong.json().errorCode).toBe('G01014');
    const right = await exchangeCode(t, email, code);
    expect(right.statusCode).toBe(401);
    expect(right.json()).toMatchObject({ errorCode: 'G01027', message: 'No account found with this email.' });
    expect((await exchangeCode(t, email, code)).json().errorCode).toBe('G01014');
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

  it('answers sign-up for a registered email with G01028 only after verification', async () => {
    const { email } = await signUp(t, receiver);
    t.clock.advance(MINUTE);
    await requestCode(t, email, 'SIGN_UP');
    const code = await latestCode(t, receiver, email);
    expect((await exchangeCode(t, email, wrongCode(code), 'SIGN_UP')).json().errorCode).toBe('G01014');
    const res = await exchangeCode(t, email, code, 'SIGN_UP');
    expect(res.json()).toMatchObject({ errorCode: 'G01028', message: 'This email is already registered.' });
  });

  it('gives a new email on the sign-up path a sign-up token and no session', async () => {
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

  it('binds a code to its purpose', async () => {
    const { email } = await signUp(t, receiver);
    t.clock.advance(MINUTE);
    await requestCode(t, email, 'SIGN_UP');
    const code = await latestCode(t, receiver, email);
    expect((await exchangeCode(t, email, code, 'SIGN_IN')).json().errorCode).toBe('G01014');
  });

  it('kills a code after 5 wrong guesses (G01015), even for the right code', async () => {
    const email = freshEmail();
    await requestCode(t, email);
    const code = await latestCode(t, receiver, email);
    const answers: string[] = [];
    for (let i = 0; i < 6; i += 1) answers.push((await exchangeCode(t, email, wrongCode(code))).json().errorCode);
    expect(answers).toEqual(['G01014', 'G01014', 'G01014', 'G01014', 'G01015', 'G01015']);
    const right = await exchangeCode(t, email, code);
    expect(right.json()).toMatchObject({ errorCode: 'G01015', message: 'Too many attempts. Please try again an hour later.' });
  });

  it('expires a code after 5 minutes (G01026)', async () => {
    const { email } = await signUp(t, receiver);
    t.clock.advance(MINUTE);
    await requestCode(t, email);
    const code = await latestCode(t, receiver, email);
    t.clock.advance(5 * MINUTE);
    const res = await exchangeCode(t, email, code);
    expect(res.json()).toMatchObject({ errorCode: 'G01026', message: 'Code expired. Please resend the verification code.' });
  });

  it('accepts a code one second before it expires', async () => {
    const { email } = await signUp(t, receiver);
    t.clock.advance(MINUTE);
    await requestCode(t, email);
    const code = await latestCode(t, receiver, email);
    t.clock.advance(5 * MINUTE - 1_000);
    expect((await exchangeCode(t, email, code)).statusCode).toBe(200);
  });

  it('locks the email for an hour after 10 wrong guesses in an hour (G01016)', async () => {
    const { email } = await signUp(t, receiver);
    let code = '';
    const answers: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      t.clock.advance(MINUTE);
      await requestCode(t, email);
      code = await latestCode(t, receiver, email);
      for (let i = 0; i < 5; i += 1) answers.push((await exchangeCode(t, email, wrongCode(code))).json().errorCode);
    }
    expect(answers.at(4)).toBe('G01015');
    expect(answers.at(-1)).toBe('G01016');
    t.clock.advance(MINUTE);
    const send = await requestCode(t, email);
    expect(send.json().errorCode).toBe('G01016');
    t.clock.advance(59 * MINUTE);
    expect((await requestCode(t, email)).statusCode).toBe(200);
    expect((await exchangeCode(t, email, await latestCode(t, receiver, email))).statusCode).toBe(200);
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

  it('answers a guess for an email that never asked for a code like a wrong code', async () => {
    expect((await exchangeCode(t, freshEmail(), '123456')).json().errorCode).toBe('G01014');
  });
});
