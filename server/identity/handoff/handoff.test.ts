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

/**
 * A browser signed in on `fromHost` asks for a session on `origin`: the handoff sends it to
 * `origin`'s begin, which sets the state cookie and sends it back for a code.
 */
async function roundTripTo(origin: string, fromHost: string, fromCookie: string, next: string) {
  const asked = await handoff(fromHost, origin, next, fromCookie);
  expect(asked.statusCode).toBe(302);
  const begin = new URL(asked.headers.location as string);
  expect(`${begin.origin}${begin.pathname}`).toBe(`${origin}/v1/auth/handoff/begin`);
  const begun = await get(`${begin.pathname}${begin.search}`, hostOf(origin));
  const state = begun.cookies.find((cookie) => cookie.name === 'moim_handoff')!;
  expect(state).toMatchObject({ path: '/v1/auth/handoff', httpOnly: true, sameSite: 'Lax', maxAge: 120 });
  expect(state.domain).toBeUndefined();
  const back = new URL(begun.headers.location as string);
  expect(back.searchParams.get('state')).toBe(state.value);
  const minted = await get(`${back.pathname}${back.search}`, fromHost, fromCookie);
  expect(minted.statusCode).toBe(302);
  const location = new URL(minted.headers.location as string);
  expect(location.origin).toBe(origin);
  expect(location.pathname).toBe('/v1/auth/handoff/complete');
  expect(location.searchParams.has('state')).toBe(false);
  return {
    path: `${location.pathname}${location.search}`,
    code: location.searchParams.get('code')!,
    next: location.searchParams.get('next')!,
    stateCookie: `moim_handoff=${state.value}`,
  };
}

/** From the main host to `origin`: the complete URL's path and query, the code, and the browser's state cookie there. */
const mintFor = (origin: string, next = '/members') => roundTripTo(origin, hostOf(MAIN), mainCookie, next);

describe('host-bound sessions', () => {
  it('a session of one host authorises nothing on another, and its refresh cookie renews nothing there', async () => {
    const { path, stateCookie } = await mintFor(acme.community.origin);
    const done = await get(path, hostOf(acme.community.origin), stateCookie);
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
    const { path, next, stateCookie } = await mintFor(acme.community.origin, '/events?tab=my');
    expect(next).toBe(`${acme.community.origin}/events?tab=my`);
    const done = await get(path, hostOf(acme.community.origin), stateCookie);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe(`${acme.community.origin}/events?tab=my`);
    for (const cookie of done.cookies) expect(cookie.domain).toBeUndefined();
    const me = await get('/v1/me', hostOf(acme.community.origin), cookieHeader(cookiesFrom(done)));
    expect(me.json().data.id).toBe(person.id);
    // The state has done its work.
    expect(done.cookies.find((cookie) => cookie.name === 'moim_handoff')?.value).toBe('');
  });

  it('signs no one in through a link minted for another browser', async () => {
    // Someone mints a code with their own session and sends a visitor to the complete link.
    const { path } = await mintFor(acme.community.origin);
    const cookieless = await get(path, hostOf(acme.community.origin));
    expect(cookieless.statusCode).toBe(302);
    expect(cookieless.headers.location).toBe(`${acme.community.origin}/members?handoff=failed`);
    expect(cookieless.cookies).toHaveLength(0);
    // A visitor with a state of their own (from a begin of theirs) is not signed in as the minter either.
    const theirs = await get(`/v1/auth/handoff/begin?from=${encodeURIComponent(MAIN)}&next=/`, hostOf(acme.community.origin));
    const theirState = theirs.cookies.find((cookie) => cookie.name === 'moim_handoff')!.value;
    const withOtherState = await get(path, hostOf(acme.community.origin), `moim_handoff=${theirState}`);
    expect(withOtherState.headers.location).toContain('handoff=failed');
    expect(withOtherState.cookies.map((cookie) => cookie.name)).toEqual(['moim_handoff']);
  });

  it('asks the target site for its state only when there is a session to carry', async () => {
    const minted = await get(
      `/v1/auth/handoff?to=${encodeURIComponent(acme.community.origin)}&state=${'a'.repeat(43)}&next=/`,
      hostOf(MAIN),
      mainCookie,
    );
    expect(new URL(minted.headers.location as string).pathname).toBe('/v1/auth/handoff/complete');
    const signedOut = await handoff(hostOf(MAIN), acme.community.origin, '/members');
    expect(signedOut.headers.location).toBe(`${acme.community.origin}/members?handoff=none`);
  });

  it('begins only towards a registered origin other than this one', async () => {
    for (const from of ['https://evil.example', acme.community.origin, 'http://nobody-here.localhost:3000']) {
      const res = await get(`/v1/auth/handoff/begin?from=${encodeURIComponent(from)}&next=/`, hostOf(acme.community.origin));
      expect(res.headers.location, from).toBe(`${acme.community.origin}/`);
      expect(res.cookies, from).toHaveLength(0);
    }
  });

  it('spends a code once', async () => {
    const { path, stateCookie } = await mintFor(acme.community.origin);
    expect((await get(path, hostOf(acme.community.origin), stateCookie)).cookies.length).toBeGreaterThan(1);
    const again = await get(path, hostOf(acme.community.origin), stateCookie);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe(`${acme.community.origin}/members?handoff=failed`);
    expect(again.cookies.map((cookie) => cookie.name)).toEqual(['moim_handoff']);
  });

  it('refuses an expired code', async () => {
    const { path, stateCookie } = await mintFor(acme.community.origin);
    t.clock.advance(HANDOFF_CODE_TTL_MS + 1);
    const res = await get(path, hostOf(acme.community.origin), stateCookie);
    expect(res.headers.location).toContain('handoff=failed');
    expect(res.cookies.map((cookie) => cookie.name)).toEqual(['moim_handoff']);
  });

  it('refuses a code on a host it was not minted for', async () => {
    const { code, stateCookie } = await mintFor(acme.community.origin);
    for (const host of [hostOf(beta.community.origin), hostOf(MAIN)]) {
      const res = await get(`/v1/auth/handoff/complete?code=${code}&next=/`, host, stateCookie);
      expect(res.headers.location, host).toContain('handoff=failed');
      expect(res.cookies.map((cookie) => cookie.name)).toEqual(['moim_handoff']);
    }
    // Still good where it belongs: the failures spent nothing.
    expect(
      (await get(`/v1/auth/handoff/complete?code=${code}&next=/`, hostOf(acme.community.origin), stateCookie)).cookies.length,
    ).toBeGreaterThan(1);
  });

  it('carries a community sign-in back to the main host and on to an absolute URL on a registered origin', async () => {
    const { path, stateCookie } = await mintFor(acme.community.origin);
    const acmeCookie = cookieHeader(cookiesFrom(await get(path, hostOf(acme.community.origin), stateCookie)));
    const back = await roundTripTo(MAIN, hostOf(acme.community.origin), acmeCookie, `${beta.community.origin}/events`);
    expect(back.next).toBe(`${beta.community.origin}/events`);
    const done = await get(back.path, hostOf(MAIN), back.stateCookie);
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
