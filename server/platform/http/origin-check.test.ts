// Cookie-carrying changes only from our own pages (server/platform/http/origin-check.ts has the rule).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { signedInUser } from '../../test/factories.ts';
import { communityWithOwner } from '../../test/communities.ts';
import { originAllowed } from './origin-check.ts';

const APP_ORIGIN = 'https://moim.example';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ env: { NODE_ENV: 'production', APP_ORIGIN, ALLOWED_ORIGINS: 'https://partner.example' } });
  ({ cookie } = await signedInUser(t));
  await communityWithOwner(t, { handle: 'seoul-ai' });
});
afterAll(() => t.close());

const setLocale = (headers: Record<string, string>) =>
  t.app.inject({ method: 'PATCH', url: '/v1/me/locale', headers, payload: { locale: 'ko' } });

describe('a cookie-carrying change', () => {
  it.each([APP_ORIGIN, 'https://seoul-ai.moim.example', 'https://partner.example'])('is accepted from %s', async (origin) => {
    expect((await setLocale({ cookie, origin })).statusCode).toBe(200);
  });

  it.each([
    'https://no-such-community.moim.example',
    'https://evil.example',
    'https://moim.example.evil.example',
    'http://moim.example',
    'https://moim.example:8443',
    'null',
    'http://localhost:5173',
  ])('is refused from %s with 403 G01019', async (origin) => {
    const res = await setLocale({ cookie, origin });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, errorCode: 'G01019' });
  });

  it('is refused from another site without an Origin header when the browser says so (Sec-Fetch-Site)', async () => {
    expect((await setLocale({ cookie, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await setLocale({ cookie, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it('is accepted without Origin from a client that is not a browser', async () => {
    expect((await setLocale({ cookie })).statusCode).toBe(200);
  });

  it('is refused on every mutating method, before the route runs', async () => {
    const origin = 'https://evil.example';
    for (const [method, url] of [
      ['POST', '/v1/events'],
      ['PUT', '/v1/auth/token'],
      ['DELETE', '/v1/auth/token'],
      ['PATCH', '/v1/me/profile'],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: { cookie, origin }, payload: {} })).json().errorCode).toBe('G01019');
    }
  });
});

describe('requests the rule leaves alone', () => {
  it('reads from any origin, and changes without cookies from any origin', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/me', headers: { cookie, origin: 'https://evil.example' } })).statusCode,
    ).toBe(200);
    const otp = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/otp',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'origin@moim.example', purpose: 'SIGN_IN' },
    });
    expect(otp.statusCode).toBe(200);
  });
});

describe('outside production', () => {
  it('also accepts localhost origins (the Vite dev server), and still refuses others', () => {
    const env = { APP_ORIGIN: 'http://localhost:3000', ALLOWED_ORIGINS: [], NODE_ENV: 'development' as const };
    expect(originAllowed(env, 'http://localhost:5173')).toBe(true);
    expect(originAllowed(env, 'http://127.0.0.1:5173')).toBe(true);
    expect(originAllowed(env, 'https://evil.example')).toBe(false);
    expect(originAllowed({ ...env, NODE_ENV: 'production' }, 'http://localhost:5173')).toBe(false);
  });
});
