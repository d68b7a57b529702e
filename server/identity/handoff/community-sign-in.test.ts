// Signing in and signing up on a community site opens a session bound to that site (decision 014).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { communityWithOwner, type Setup } from '../../test/communities.ts';
import { cookieHeader, cookiesFrom, exchangeCode, freshEmail, latestCode, requestCode, signUp } from '../../test/sign-in.ts';

let t: TestApp;
let receiver: SmtpReceiver;
let acme: Setup;
let host: string;
beforeAll(async () => {
  receiver = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: receiver.url } });
  acme = await communityWithOwner(t);
  host = new URL(acme.community.origin).host;
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const me = (cookie: string, onHost: string) => t.app.inject({ method: 'GET', url: '/v1/me', headers: { cookie, host: onHost } });

describe('on a community site', () => {
  it('a sign-up opens a session for that site only', async () => {
    const { cookies } = await signUp(t, receiver, { headers: { host } });
    expect((await me(cookieHeader(cookies), host)).statusCode).toBe(200);
    expect((await me(cookieHeader(cookies), 'localhost:3000')).json().errorCode).toBe('G01010');
  });

  it('an emailed-code sign-in opens a session for that site only, recorded with its origin', async () => {
    const email = freshEmail();
    const { cookies: mainCookies, user } = await signUp(t, receiver, { email });
    expect((await me(cookieHeader(mainCookies), 'localhost:3000')).statusCode).toBe(200);
    const before = receiver.mailsTo(email).length;
    // Past the wait between two codes to one address.
    t.clock.advance(10 * 60_000);
    const sent = await requestCode(t, email, 'SIGN_IN', { host });
    expect(sent.statusCode, sent.body).toBe(200);
    const res = await exchangeCode(t, email, await latestCode(t, receiver, email, before), 'SIGN_IN', { host });
    expect(res.json().data.status).toBe('SIGNED_IN');
    const onAcme = cookieHeader(cookiesFrom(res));
    expect((await me(onAcme, host)).json().data.id).toBe(user.id);
    expect((await me(onAcme, 'localhost:3000')).statusCode).toBe(401);
    const origins = (await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).map((s) => s.origin).sort();
    expect(origins).toEqual([acme.community.origin, null].sort());
  });
});
