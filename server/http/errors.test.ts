import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A route with a strict rate limit and a validated body, registered only here.
});
afterAll(() => t.close());

function expectErrorShape(body: Record<string, unknown>, status: number, code: string) {
  expect(body).toMatchObject({ statusCode: status, errorCode: code });
  expect(typeof body.message).toBe('string');
  expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+|stack|select |insert /i);
}

describe('error shape', () => {
  it('answers an unknown API route with G00103', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expectErrorShape(res.json(), 404, 'G00103');
  });

  it('translates the message by Accept-Language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/no-such-thing', headers: { 'accept-language': 'ko-KR,ko;q=0.9' } });
    expect(res.json().message).toBe('존재하지 않는 페이지입니다.');
  });

  it('answers malformed JSON with G00101', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/healthz', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expectErrorShape(res.json(), 400, 'G00101');
  });

  it('answers a too-large body with G00102', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/healthz',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ big: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expectErrorShape(res.json(), 413, 'G00102');
  });
});
