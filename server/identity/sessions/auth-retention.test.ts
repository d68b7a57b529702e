import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { purgeExpiredAuthRecords } from './auth-retention.ts';
import { cookieHeader, cookiesFrom, freshEmail, requestCode, signUp } from '../../test/sign-in.ts';

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

describe('purgeExpiredAuthRecords', () => {
  it('keeps live sessions and recent spent tokens, and removes what has expired', async () => {
    const { cookies } = await signUp(t, receiver);
    const rotated = cookiesFrom(
      await t.app.inject({ method: 'PUT', url: '/v1/auth/token', headers: { cookie: cookieHeader(cookies) } }),
    );
    await requestCode(t, freshEmail());
    expect(await purgeExpiredAuthRecords(t.db, t.clock)).toEqual({
      refreshTokens: 0,
      sessions: 0,
      signUpTokens: 0,
      emailCodes: 0,
    });

    // A replayed spent token is still recognised (and revokes its family) until it expires.
    t.clock.advance(2 * 24 * 60 * 60_000);
    const purged = await purgeExpiredAuthRecords(t.db, t.clock);
    expect(purged).toMatchObject({ refreshTokens: 0, signUpTokens: 1, emailCodes: 2 });

    t.clock.advance(30 * 24 * 60 * 60_000);
    expect(await purgeExpiredAuthRecords(t.db, t.clock)).toEqual({
      refreshTokens: 2,
      sessions: 1,
      signUpTokens: 0,
      emailCodes: 0,
    });
    const refresh = await t.app.inject({ method: 'PUT', url: '/v1/auth/token', headers: { cookie: cookieHeader(rotated) } });
    expect(refresh.json().errorCode).toBe('G01022');
  });
});
