// Signing out ends the browser's sessions on every host it was carried to by a handoff; signing out
// of all devices ends every session of the person (decision 014).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createUser, sessionCookieFor } from '../../test/factories.ts';
import { communityWithOwner, type Setup } from '../../test/communities.ts';
import { cookieHeader, cookiesFrom, freshIp } from '../../test/sign-in.ts';

let t: TestApp;
let acme: Setup;
const MAIN = 'localhost:3000';
let ACME: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = await communityWithOwner(t);
  ACME = new URL(acme.community.origin).host;
});
afterAll(async () => {
  await t?.close();
});

const send = (method: 'GET' | 'PUT' | 'DELETE', url: string, host: string, cookie: string) =>
  t.app.inject({ method, url, remoteAddress: freshIp(), headers: { host, cookie } });
const me = (host: string, cookie: string) => send('GET', '/v1/me', host, cookie);

/** A browser signed in on the main host, carried to the community's site: its cookie on each. */
async function browserOnBothHosts() {
  const person = await createUser(t);
  const main = await sessionCookieFor(t, person);
  // As a browser does: the community site's begin sets its state cookie, then the code is minted for it.
  const asked = await send('GET', `/v1/auth/handoff?to=${encodeURIComponent(acme.community.origin)}&next=%2F`, MAIN, main);
  const begin = new URL(asked.headers.location as string);
  const begun = await send('GET', `${begin.pathname}${begin.search}`, ACME, '');
  const state = cookieHeader(cookiesFrom(begun));
  const back = new URL(begun.headers.location as string);
  const started = await send('GET', `${back.pathname}${back.search}`, MAIN, main);
  const complete = new URL(started.headers.location as string);
  const done = await send('GET', `${complete.pathname}${complete.search}`, ACME, state);
  const community = cookieHeader(cookiesFrom(done));
  expect((await me(MAIN, main)).statusCode).toBe(200);
  expect((await me(ACME, community)).statusCode).toBe(200);
  return { person, main, community };
}

describe('signing out', () => {
  it('on the main host ends the same browser’s session on the community site', async () => {
    const browser = await browserOnBothHosts();
    const otherBrowser = await sessionCookieFor(t, browser.person);
    const out = await send('DELETE', '/v1/auth/token', MAIN, browser.main);
    expect(out.statusCode).toBe(200);
    const there = await me(ACME, browser.community);
    expect(there.statusCode).toBe(401);
    expect(there.json().errorCode).toBe('G01011');
    // Its refresh cookie renews nothing either.
    const renewed = await send('PUT', '/v1/auth/token', ACME, browser.community);
    expect(renewed.statusCode).toBe(401);
    // Another browser of the same person stays signed in.
    expect((await me(MAIN, otherBrowser)).statusCode).toBe(200);
  });

  it('on a community site ends the same browser’s session on the main host', async () => {
    const browser = await browserOnBothHosts();
    expect((await send('DELETE', '/v1/auth/token', ACME, browser.community)).statusCode).toBe(200);
    const here = await me(MAIN, browser.main);
    expect(here.statusCode).toBe(401);
    expect(here.json().errorCode).toBe('G01011');
  });

  it('of all devices ends every session of the person, on every host', async () => {
    const browser = await browserOnBothHosts();
    const otherBrowser = await sessionCookieFor(t, browser.person);
    const stranger = await sessionCookieFor(t, await createUser(t));
    const out = await send('DELETE', '/v1/auth/sessions', ACME, browser.community);
    expect(out.statusCode).toBe(200);
    for (const [host, cookie] of [
      [MAIN, browser.main],
      [ACME, browser.community],
      [MAIN, otherBrowser],
    ]) {
      const res = await me(host, cookie);
      expect(res.statusCode, host).toBe(401);
      expect(res.json().errorCode).toBe('G01011');
    }
    expect((await me(MAIN, stranger)).statusCode).toBe(200);
  });

  it('of all devices needs a session', async () => {
    const res = await send('DELETE', '/v1/auth/sessions', MAIN, '');
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('G01001');
  });
});
