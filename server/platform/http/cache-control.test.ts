import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { signedInUser } from '../../test/factories.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signedInUser(t));
});
afterAll(() => t.close());

describe('Cache-Control', () => {
  it('is private, no-store on JSON answered to a signed-in request, errors included', async () => {
    for (const url of ['/v1/me', '/v1/me/profile', '/v1/me/events', '/v1/no-such-route']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
    const guest = await t.app.inject({
      method: 'GET',
      url: '/v1/events/00000000-0000-4000-8000-000000000000/me',
      headers: { 'x-guest-token': 'x' },
    });
    expect(guest.headers['cache-control']).toBe('private, no-store');
  });

  it('is left to the route for anonymous requests and for routes that set their own', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/events/categories' })).headers['cache-control']).toBe(
      'public, max-age=86400',
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/events/categories', headers: { cookie } })).headers['cache-control'],
    ).toBe('public, max-age=86400');
    expect((await t.app.inject({ method: 'GET', url: '/v1/config' })).headers['cache-control']).toBeUndefined();
  });
});
