import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { setAccessLevel } from '../accounts/users.service.ts';
import {
  cookieHeader,
  cookiesFrom,
  exchangeCode,
  freshEmail,
  latestCode,
  requestCode,
  signUp,
  type Cookies,
} from '../../test/sign-in.ts';

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

const me = (cookies: Cookies, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/v1/me', headers: { cookie: cookieHeader(cookies), ...headers } });
const refresh = (cookies: Cookies) =>
  t.app.inject({ method: 'PUT', url: '/v1/auth/token', headers: { cookie: cookieHeader(cookies) } });
const signOut = (cookies: Cookies) =>
  t.app.inject({ method: 'DELETE', url: '/v1/auth/token', headers: { cookie: cookieHeader(cookies) } });
const withRefresh = (cookies: Cookies, moim_rt: string) => ({ ...cookies, moim_rt });

describe('session cookies', () => {
  it('sets an httpOnly Lax access cookie and a Strict refresh cookie scoped to the token routes', async () => {
    const email = freshEmail();
    const signUpRes = await signUp(t, receiver, { email });
    t.clock.advance(60_000);
    await requestCode(t, email);
    const res = await exchangeCode(t, email, await latestCode(t, receiver, email));
    const byName = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    expect(byName.moim_at).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 900 });
    expect(byName.moim_rt).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v1/auth/token', maxAge: 30 * 24 * 3600 });
    // Only "this browser has a session", for the pages: no token in it.
    expect(byName.moim_session).toMatchObject({ value: '1', httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 3600 });
    expect(byName.moim_at.secure).toBeFalsy();
    expect(res.body).not.toContain(byName.moim_at.value);
    expect(res.body).not.toContain(byName.moim_rt.value);
    expect((await me(cookiesFrom(res))).json().data).toMatchObject({ id: signUpRes.user.id, email, accessLevel: 'DEFAULT' });
  });

  it('marks the cookies Secure in production', async () => {
    const production = await createTestApp({
      env: { SMTP_URL: receiver.url, NODE_ENV: 'production' },
      sharedDatabaseUrl: t.databaseUrl,
    });
    try {
      const { cookies } = await signUp(production, receiver);
      const res = await production.app.inject({
        method: 'PUT',
        url: '/v1/auth/token',
        headers: { cookie: cookieHeader(cookies) },
      });
      expect(res.cookies.every((c) => c.secure === true)).toBe(true);
    } finally {
      await production.close();
    }
  });
});

describe('the access token (401 codes the client refreshes on)', () => {
  it('G01001 without a cookie', async () => {
    expect((await me({})).json()).toMatchObject({ statusCode: 401, errorCode: 'G01001' });
  });

  it('G01010 for something that is not a token, G01003 for a forged signature', async () => {
    expect((await me({ moim_at: 'not-a-jwt' })).json().errorCode).toBe('G01010');
    const { cookies } = await signUp(t, receiver);
    const [header, payload] = cookies.moim_at.split('.');
    const forged = await new SignJWT(JSON.parse(Buffer.from(payload, 'base64url').toString()))
      .setProtectedHeader(JSON.parse(Buffer.from(header, 'base64url').toString()))
      .sign(new TextEncoder().encode('another-secret-another-secret-00'));
    expect((await me({ moim_at: forged })).json().errorCode).toBe('G01003');
  });

  it('G01009 once the access token is 15 minutes old; a refresh mends it', async () => {
    const { cookies } = await signUp(t, receiver);
    t.clock.advance(15 * 60_000 - 1_000);
    expect((await me(cookies)).statusCode).toBe(200);
    t.clock.advance(1_000);
    expect((await me(cookies)).json().errorCode).toBe('G01009');
    const refreshed = await refresh(cookies);
    expect(refreshed.statusCode).toBe(200);
    expect((await me(cookiesFrom(refreshed))).statusCode).toBe(200);
  });

  it('G01011 after sign-out, G01012 when the user is gone', async () => {
    const { cookies, user } = await signUp(t, receiver);
    const other = await signUp(t, receiver);
    const out = await signOut(cookies);
    expect(out.statusCode).toBe(200);
    expect(out.cookies.map((c) => [c.name, c.value])).toEqual([
      ['moim_at', ''],
      ['moim_rt', ''],
      ['moim_session', ''],
    ]);
    expect((await me(cookies)).json().errorCode).toBe('G01011');
    expect((await refresh(cookies)).json().errorCode).toBe('G01022');
    await t.db.delete(users).where(eq(users.id, other.user.id));
    expect((await me(other.cookies)).json().errorCode).toBe('G01012');
    expect(user.id).not.toBe(other.user.id);
  });

  it('G01013 when the account changed under the token; the refresh returns the new access level', async () => {
    const { cookies, email } = await signUp(t, receiver);
    await setAccessLevel(t.db, t.clock, email, 'PRO');
    expect((await me(cookies)).json().errorCode).toBe('G01013');
    const refreshed = await refresh(cookies);
    expect(refreshed.json().data).toMatchObject({ email, accessLevel: 'PRO' });
    expect((await me(cookiesFrom(refreshed))).json().data.accessLevel).toBe('PRO');
  });

  it('answers each of many requests checked at once by its own session', async () => {
    const live = await signUp(t, receiver);
    t.clock.advance(60_000);
    await requestCode(t, live.email);
    // The same member's second session, signed out: the first stays good.
    const secondSession = cookiesFrom(await exchangeCode(t, live.email, await latestCode(t, receiver, live.email)));
    await signOut(secondSession);
    const changed = await signUp(t, receiver);
    await setAccessLevel(t.db, t.clock, changed.email, 'PRO');
    const gone = await signUp(t, receiver);
    await t.db.delete(users).where(eq(users.id, gone.user.id));
    const cases = [
      [live.cookies, 200],
      [secondSession, 'G01011'],
      [changed.cookies, 'G01013'],
      [gone.cookies, 'G01012'],
      [{ moim_at: 'not-a-jwt' }, 'G01010'],
    ] as const;
    const answers = await Promise.all(Array.from({ length: 5 }, () => cases.map(([cookies]) => me(cookies))).flat());
    answers.forEach((res, i) => {
      const expected = cases[i % cases.length][1];
      if (expected === 200) expect(res.json().data.id).toBe(live.user.id);
      else expect(res.json().errorCode).toBe(expected);
    });
  });

  it('speaks the account language when the request names none; an Accept-Language header wins', async () => {
    const { cookies } = await signUp(t, receiver, { headers: { 'accept-language': 'ko' } });
    const noHeader = await t.app.inject({
      method: 'GET',
      url: '/v1/me/nothing-here',
      headers: { cookie: cookieHeader(cookies) },
    });
    expect(noHeader.json().message).toBe('존재하지 않는 페이지입니다.');
    const english = await t.app.inject({
      method: 'PATCH',
      url: '/v1/me/locale',
      headers: { cookie: cookieHeader(cookies), 'accept-language': 'en' },
      payload: { locale: 'nope' },
    });
    expect(english.json().message).toBe('Some fields are not valid. Please check them and try again.');
  });
});

describe('PUT /v1/auth/token (refresh)', () => {
  it('rotates the refresh token and returns the user', async () => {
    const { cookies, user } = await signUp(t, receiver);
    const res = await refresh(cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(user);
    const next = cookiesFrom(res);
    expect(next.moim_rt).not.toBe(cookies.moim_rt);
    expect(next.moim_at).toBeTruthy();
  });

  it('answers a missing or unknown refresh token with G01022 and an old one with G01025', async () => {
    expect((await refresh({})).json()).toMatchObject({ statusCode: 401, errorCode: 'G01022' });
    expect((await refresh({ moim_rt: 'unknown' })).json().errorCode).toBe('G01022');
    const { cookies } = await signUp(t, receiver);
    t.clock.advance(30 * 24 * 60 * 60_000);
    const expired = await refresh(cookies);
    expect(expired.json().errorCode).toBe('G01025');
    expect(expired.cookies.map((c) => c.value)).toEqual(['', '', '']);
  });

  it('revokes the whole family when a spent token comes back after the grace window (G01024)', async () => {
    const { cookies } = await signUp(t, receiver);
    const first = cookiesFrom(await refresh(cookies));
    t.clock.advance(31_000);
    const replay = await refresh(cookies);
    expect(replay.json()).toMatchObject({ statusCode: 401, errorCode: 'G01024' });
    expect((await refresh(first)).json().errorCode).toBe('G01024');
    expect((await me(first)).json().errorCode).toBe('G01011');
    const [session] = await t.db.select().from(sessions).where(eq(sessions.revokedReason, 'REUSE'));
    expect(session).toBeDefined();
  });

  it('gives a second tab that presents the just-spent token the same successor within 30 s', async () => {
    const { cookies } = await signUp(t, receiver);
    const tabA = cookiesFrom(await refresh(cookies));
    t.clock.advance(29_000);
    const tabB = await refresh(cookies);
    expect(tabB.statusCode).toBe(200);
    expect(cookiesFrom(tabB).moim_rt).toBe(tabA.moim_rt);
    const next = await refresh(withRefresh(cookies, tabA.moim_rt));
    expect(next.statusCode).toBe(200);
    expect((await me(cookiesFrom(next))).statusCode).toBe(200);
  });

  it('keeps two tabs refreshing at the same moment signed in', async () => {
    const { cookies } = await signUp(t, receiver);
    const [a, b] = await Promise.all([refresh(cookies), refresh(cookies)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(cookiesFrom(a).moim_rt).toBe(cookiesFrom(b).moim_rt);
    const later = await refresh(cookiesFrom(b));
    expect(later.statusCode).toBe(200);
  });

  it('walks a tab that lagged two rotations forward to the live token, without spending it', async () => {
    const { cookies } = await signUp(t, receiver);
    const second = cookiesFrom(await refresh(cookies));
    const third = cookiesFrom(await refresh(second));
    const lagging = await refresh(cookies);
    expect(cookiesFrom(lagging).moim_rt).toBe(third.moim_rt);
    expect((await refresh(third)).statusCode).toBe(200);
  });
});

describe('DELETE /v1/auth/token (sign out)', () => {
  it('ends the family, clears the cookies, and is harmless without a session', async () => {
    const { cookies } = await signUp(t, receiver);
    const rotated = cookiesFrom(await refresh(cookies));
    const res = await signOut({ moim_rt: rotated.moim_rt });
    expect(res.json()).toEqual({ data: null });
    expect((await me(rotated)).json().errorCode).toBe('G01011');
    expect((await signOut({})).statusCode).toBe(200);
  });
});
