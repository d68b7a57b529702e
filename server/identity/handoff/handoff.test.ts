// Signing in across hosts (decision 014): a session is bound to the host it was opened on, and a
// single-use handoff code carries a signed-in person from one host to another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createUser, sessionCookieFor } from '../../test/factories.ts';
import { communityWithOwner, type Setup } from '../../test/communities.ts';
import type { UserRow } from '../accounts/user-dto.ts';
import { HANDOFF_CODE_TTL_MS } from './handoff.service.ts';
import { cookieHeader, cookiesFrom, freshIp } from '../../test/sign-in.ts';

let t: TestApp;
let acme: Setup;
let beta: Setup;
let person: UserRow;
let mainCookie: string;
const MAIN = 'http://localhost:3000';
const hostOf = (origin: string) => new URL(origin).host;

beforeAll(async () => {
  t = await createTestApp();
  acme = await communityWithOwner(t);
  beta = await communityWithOwner(t);
  person = await createUser(t, { name: 'Handoff Han' });
  mainCookie = await sessionCookieFor(t, person);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, host: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, remoteAddress: freshIp(), headers: { host, ...(cookie ? { cookie } : {}) } });

const handoff = (from: string, to: string, next: string, cookie?: string) =>
  get(`/v1/auth/handoff?to=${encodeURIComponent(to)}&next=${encodeURIComponent(next)}`, from, cookie);

/** From the main host to `origin`: the complete URL's path and query, and the code. */
async function mintFor(origin: string, next = '/members') {
  const res = await handoff(hostOf(MAIN), origin, next, mainCookie);
  expect(res.statusCode).toBe(302);
  const location = new URL(res.headers.location as string);
  expect(location.origin).toBe(origin);
  expect(location.pathname).toBe('/v1/auth/handoff/complete');
  return {
    path: `${location.pathname}${location.search}`,
    code: location.searchParams.get('code')!,
    next: location.searchParams.get('next')!,
  };
}

describe('host-bound sessions', () => {
  it('a session of one host authorises nothing on another, and its refresh cookie renews nothing there', async () => {
    const { path } = await mintFor(acme.community.origin);
    const done = await get(path, hostOf(acme.community.origin));
    const acmeCookies = cookiesFrom(done);
    const me = `/v1/communities/${acme.community.id}/me`;
    expect((await get(me, hostOf(acme.community.origin), cookieHeader(acmeCookies))).statusCode).toBe(200);
    for (const host of [hostOf(beta.community.origin), hostOf(MAIN), 'localhost']) {
      const res = await get(me, host, cookieHeader(acmeCookies));
      expect(res.statusCode, host).toBe(401);
      expect(res.json().errorCode).toBe('G01010');
    }
    const refreshed = await t.app.inject({
      method: 'PUT',
      url: '/v1/auth/token',
      remoteAddress: freshIp(),
      headers: { host: hostOf(beta.community.origin), cookie: cookieHeader(acmeCookies) },
    });
    expect(refreshed.statusCode).toBe(401);
    expect(refreshed.json().errorCode).toBe('G01022');
    const own = await t.app.inject({
      method: 'PUT',
      url: '/v1/auth/token',
      remoteAddress: freshIp(),
      headers: { host: hostOf(acme.community.origin), cookie: cookieHeader(acmeCookies) },
    });
    expect(own.statusCode).toBe(200);
    // The main host's session is not a community's either.
    expect((await get(me, hostOf(acme.community.origin), mainCookie)).json().errorCode).toBe('G01010');
  });
});

describe('the handoff', () => {
  it('carries a signed-in person from the main host to a community site, host-only cookies, to next', async () => {
    const { path, next } = await mintFor(acme.community.origin, '/events?tab=my');
    expect(next).toBe(`${acme.community.origin}/events?tab=my`);
    const done = await get(path, hostOf(acme.community.origin));
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe(`${acme.community.origin}/events?tab=my`);
    for (const cookie of done.cookies) expect(cookie.domain).toBeUndefined();
    const me = await get('/v1/me', hostOf(acme.community.origin), cookieHeader(cookiesFrom(done)));
    expect(me.json().data.id).toBe(person.id);
  });

  it('spends a code once', async () => {
    const { path } = await mintFor(acme.community.origin);
    expect((await get(path, hostOf(acme.community.origin))).cookies.length).toBeGreaterThan(0);
    const again = await get(path, hostOf(acme.community.origin));
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe(`${acme.community.origin}/members?handoff=failed`);
    expect(again.cookies).toHaveLength(0);
  });

  it('refuses an expired code', async () => {
    const { path } = await mintFor(acme.community.origin);
    t.clock.advance(HANDOFF_CODE_TTL_MS + 1);
    const res = await get(path, hostOf(acme.community.origin));
    expect(res.headers.location).toContain('handoff=failed');
    expect(res.cookies).toHaveLength(0);
  });

  it('refuses a code on a host it was not minted for', async () => {
    const { code } = await mintFor(acme.community.origin);
    for (const host of [hostOf(beta.community.origin), hostOf(MAIN)]) {
      const res = await get(`/v1/auth/handoff/complete?code=${code}&next=/`, host);
      expect(res.headers.location, host).toContain('handoff=failed');
      expect(res.cookies).toHaveLength(0);
    }
    // Still good where it belongs: the failures spent nothing.
    expect(
      (await get(`/v1/auth/handoff/complete?code=${code}&next=/`, hostOf(acme.community.origin))).cookies.length,
    ).toBeGreaterThan(0);
  });

  it('carries a community sign-in back to the main host and on to an absolute URL on a registered origin', async () => {
    const { path } = await mintFor(acme.community.origin);
    const acmeCookie = cookieHeader(cookiesFrom(await get(path, hostOf(acme.community.origin))));
    const back = await handoff(hostOf(acme.community.origin), MAIN, `${beta.community.origin}/events`, acmeCookie);
    const location = new URL(back.headers.location as string);
    expect(location.origin).toBe(MAIN);
    expect(location.searchParams.get('next')).toBe(`${beta.community.origin}/events`);
    const done = await get(`${location.pathname}${location.search}`, hostOf(MAIN));
    expect(done.headers.location).toBe(`${beta.community.origin}/events`);
    expect((await get('/v1/me', hostOf(MAIN), cookieHeader(cookiesFrom(done)))).json().data.id).toBe(person.id);
  });

  it('sends a signed-out caller on with handoff=none', async () => {
    const res = await handoff(hostOf(MAIN), acme.community.origin, '/members');
    expect(res.headers.location).toBe(`${acme.community.origin}/members?handoff=none`);
  });

  it('never redirects off the registered origins', async () => {
    const here = `${MAIN}/`;
    for (const to of [
      'https://evil.example',
      'http://nobody-here.localhost:3000',
      MAIN,
      'javascript:alert(1)',
      `${acme.community.origin}/path`,
    ]) {
      const res = await handoff(hostOf(MAIN), to, '/members', mainCookie);
      expect(res.headers.location, to).toBe(here);
    }
    for (const next of ['https://evil.example/x', '//evil.example', '/\\evil.example', 'http://nobody-here.localhost:3000/']) {
      const { next: resolved } = await mintFor(acme.community.origin, next);
      expect(resolved, next).toBe(`${acme.community.origin}/`);
    }
    const bad = await get('/v1/auth/handoff/complete?code=x&next=https://evil.example', hostOf(acme.community.origin));
    expect(bad.headers.location).toBe(`${acme.community.origin}/?handoff=failed`);
  });

  it('never writes the code to the log line', async () => {
    const { redactUrl } = await import('../../platform/http/request-context.ts');
    const { path, code } = await mintFor(acme.community.origin);
    expect(redactUrl(path)).not.toContain(code);
  });
});
