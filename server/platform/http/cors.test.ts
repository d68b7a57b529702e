// CORS with credentials only for the main host and existing community sites (decision 014).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityWithOwner } from '../../test/communities.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_ORIGIN: 'http://localhost:3000' } });
  await communityWithOwner(t, { handle: 'acme' });
});
afterAll(() => t.close());

const preflight = (origin: string, host = 'localhost:3000') =>
  t.app.inject({ method: 'OPTIONS', url: '/v1/me', headers: { host, origin, 'access-control-request-method': 'PATCH' } });

describe('CORS', () => {
  it('allows credentials for a registered community site calling the main host, and the main host calling a community', async () => {
    const fromAcme = await preflight('http://acme.localhost:3000');
    expect(fromAcme.statusCode).toBe(204);
    expect(fromAcme.headers).toMatchObject({
      'access-control-allow-origin': 'http://acme.localhost:3000',
      'access-control-allow-credentials': 'true',
    });
    const fromMain = await t.app.inject({
      method: 'GET',
      url: '/v1/config',
      headers: { host: 'acme.localhost:3000', origin: 'http://localhost:3000' },
    });
    expect(fromMain.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('says nothing to unknown community sites and other origins', async () => {
    for (const origin of [
      'http://beta.localhost:3000',
      'https://evil.example',
      'http://acme.localhost:3000.evil.example',
      'null',
    ]) {
      const res = await preflight(origin);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });
});
