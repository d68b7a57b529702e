import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { signedInUser } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    // Plain strings with no rules of their own: only the app-wide rule stands between them and the database.
    beforeReady(app) {
      app.post(
        '/v1/test/text',
        {
          schema: {
            querystring: z.object({ q: z.string().optional() }),
            body: z.object({
              note: z.string(),
              nested: z.object({ items: z.array(z.string()) }).optional(),
              tags: z.record(z.string(), z.number()).optional(),
            }),
          },
        },
        async (request) => ({ data: request.body }),
      );
    },
  });
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
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/healthz',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
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

  it('answers multipart without a boundary with G00101, not a 500', async () => {
    const { cookie } = await signedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/users/avatars',
      headers: { cookie, 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(400);
    expectErrorShape(res.json(), 400, 'G00101');
  });

  it('answers a path that is not valid percent-encoding in the catalogue shape, without echoing it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/event-managements/%ZZ', headers: { 'accept-language': 'ko' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['errorCode', 'message', 'statusCode']);
    expectErrorShape(res.json(), 400, 'G00101');
    expect(res.json().message).toBe('요청을 읽을 수 없습니다.');
    expect(res.body).not.toContain('%ZZ');
  });

  it('answers an over-long path segment in the catalogue shape, without echoing it', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/event-managements/${'a'.repeat(500)}` });
    // The router refuses the segment (400) or finds no route for it (404), depending on which
    // routes share the prefix; either way the answer is ours.
    const expected = res.statusCode === 404 ? 'G00103' : 'G00101';
    expectErrorShape(res.json(), res.statusCode === 404 ? 404 : 400, expected);
    expect(res.body).not.toContain('aaaa');
  });
});

describe('text no field may store', () => {
  const refused = ['a\u0000b', 'bell\u0007', 'escape\u001b[31m', 'half \ud800 pair', '\udfff', 'c1\u0085'];

  const post = (body: unknown, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/v1/test/text${query}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it.each(refused)('refuses %j in a field, a nested field, a record key and a query with G00100', async (text) => {
    for (const res of [
      await post({ note: text }),
      await post({ note: 'ok', nested: { items: ['fine', text] } }),
      await post({ note: 'ok', tags: { [text]: 1 } }),
    ]) {
      expect(res.statusCode).toBe(400);
      expectErrorShape(res.json(), 400, 'G00100');
    }
    expect(Object.keys((await post({ note: 'ok', nested: { items: ['fine', text] } })).json().fields)).toEqual([
      'nested.items.1',
    ]);
    if (text.isWellFormed()) expect((await post({ note: 'ok' }, `?q=${encodeURIComponent(text)}`)).statusCode).toBe(400);
  });

  it('says why in the request language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/test/text',
      headers: { 'accept-language': 'ko' },
      payload: { note: 'a\u0000' },
    });
    expect(res.json().fields).toEqual({ note: '제어 문자는 사용할 수 없습니다.' });
  });

  it('keeps tabs, line breaks and ordinary Unicode', async () => {
    const note = '\t모임 👋\r\nline two';
    const res = await post({ note }, `?q=${encodeURIComponent(note)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.note).toBe(note);
  });

  it('refuses control characters in an email, also in Basic credentials', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/otp',
      payload: { email: 'a\u0000b@moim.example', purpose: 'SIGN_IN' },
    });
    expectErrorShape(res.json(), 400, 'G00100');
    const basic = `Basic ${Buffer.from('a\u0000b@moim.example:123456').toString('base64')}`;
    const token = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/token/email',
      headers: { authorization: basic },
      payload: { purpose: 'SIGN_IN' },
    });
    expectErrorShape(token.json(), 401, 'G01006');
  });
});
