// The per-address limits in production: X-Forwarded-For is believed only from configured proxies,
// and the counts live in the database, so a second instance does not double a limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRateLimits } from '../../identity/index.ts';
import { freshEmail } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { purgeEndedRateLimits } from './rate-limit-store.ts';

const production = { NODE_ENV: 'production', APP_ORIGIN: 'https://moim.example' };
const limit = authRateLimits.otp.max;

function askForCode(t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/auth/otp',
    remoteAddress,
    headers,
    payload: { email: freshEmail('limit'), purpose: 'SIGN_IN' },
  });
}

const statuses = (responses: { statusCode: number }[]) => responses.map((res) => res.statusCode);

describe('without a configured proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: production });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: 25 code requests from one address with 25 forwarded addresses stop at the limit', async () => {
    const responses = [];
    for (let i = 0; i < 25; i += 1)
      responses.push(await askForCode(t, '203.0.113.7', { 'x-forwarded-for': `198.51.100.${i + 1}` }));
    expect(statuses(responses)).toEqual([...Array<number>(limit).fill(200), ...Array<number>(25 - limit).fill(429)]);
    expect(responses.at(-1)!.json()).toMatchObject({ statusCode: 429, errorCode: 'G00104' });
  });
});

describe('behind a configured proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...production, TRUST_PROXY: '10.0.0.0/8' } });
  });
  afterAll(() => t.close());

  it("counts each client the proxy names on its own, and a stranger's header not at all", async () => {
    const viaProxy = [];
    for (let i = 0; i < limit + 5; i += 1)
      viaProxy.push(await askForCode(t, '10.1.2.3', { 'x-forwarded-for': `198.51.100.${i + 1}` }));
    expect(statuses(viaProxy).every((status) => status === 200)).toBe(true);
    const direct = [];
    for (let i = 0; i < limit + 1; i += 1)
      direct.push(await askForCode(t, '203.0.113.8', { 'x-forwarded-for': `198.51.100.${i + 100}` }));
    expect(statuses(direct).at(-1)).toBe(429);
  });
});

describe('two app instances on one database', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await createTestApp({ env: production });
    two = await createTestApp({ env: production, shareDatabaseWith: one, clock: one.clock });
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('hold one per-address limit between them, not one each', async () => {
    const responses = await Promise.all(
      Array.from({ length: limit * 2 }, (_, i) => askForCode(i % 2 ? two : one, '203.0.113.9')),
    );
    expect(statuses(responses).filter((status) => status === 200)).toHaveLength(limit);
    expect(statuses(responses).filter((status) => status === 429)).toHaveLength(limit);
  });

  it('start counting again when the window has passed, and the purge removes ended windows only', async () => {
    one.clock.advance(60_000);
    expect(await purgeEndedRateLimits(one.db, one.clock)).toBeGreaterThan(0);
    expect((await askForCode(two, '203.0.113.9')).statusCode).toBe(200);
    expect(await purgeEndedRateLimits(one.db, one.clock)).toBe(0);
  });
});
