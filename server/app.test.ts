import { Writable } from 'node:stream';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/create-test-app.ts';
import { enqueueEmail } from './platform/mail/outbox.ts';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(...String(chunk).trim().split('\n'));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    logStream,
    beforeReady(app) {
      app.post(
        '/v1/test/echo',
        {
          schema: { body: z.object({ email: z.email({ error: 'validation.invalidEmailAddress' }), age: z.number().int() }) },
          config: { rateLimit: { max: 3, timeWindow: '1 minute' } },
        },
        async (request) => ({ data: request.body }),
      );
    },
  });
});
afterAll(() => t.close());

describe('health', () => {
  it('says the process is up', async () => {
    const res = await t.app.inject('/v1/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok' } });
  });

  it('says the database answers', async () => {
    const res = await t.app.inject('/v1/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok' } });
  });
});

describe('requests', () => {
  it('rejects a failed validation with G00100 and translated field messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/test/echo',
      payload: { email: 'nope', age: 'x' },
      headers: { 'accept-language': 'ko' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errorCode).toBe('G00100');
    expect(body.fields.email).toBe('올바른 이메일 주소를 입력해 주세요.');
    expect(body.fields.age).toBeTruthy();
  });

  it('rejects malformed JSON on a real route with G00101', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('G00101');
  });

  it('rejects an unsupported content type with G00105', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.json()).toMatchObject({ statusCode: 415, errorCode: 'G00105' });
  });

  it('answers a rate-limit hit in the error shape with G00104', async () => {
    const statuses: number[] = [];
    let last: Record<string, unknown> = {};
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/v1/test/echo', payload: { email: 'a@b.co', age: 1 } });
      statuses.push(res.statusCode);
      last = res.json();
    }
    expect(statuses).toContain(429);
    expect(last).toMatchObject({ statusCode: 429, errorCode: 'G00104' });
  });

  it('sets security headers on every response', async () => {
    for (const url of ['/v1/healthz', '/v1/no-such-route']) {
      const res = await t.app.inject(url);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).not.toContain("script-src 'self' 'unsafe-inline'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers['strict-transport-security']).toBeUndefined(); // production only
    }
  });

  it('answers new requests with 503 G00008 while shutting down', async () => {
    t.app.closing = true;
    const res = await t.app.inject('/v1/healthz');
    t.app.closing = false;
    expect(res.json()).toMatchObject({ statusCode: 503, errorCode: 'G00008' });
  });

  it('writes one log line per request with its id, without secrets', async () => {
    logLines.length = 0;
    const res = await t.app.inject({
      url: '/v1/healthz?code=123456&token=abc.def',
      headers: { authorization: 'Bearer sekrit-token', cookie: 'moim_rt=sekrit-cookie' },
    });
    const lines = logLines.filter((line) => line.includes(res.headers['x-request-id'] as string));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ method: 'GET', status: 200, msg: 'request' });
    const all = logLines.join('\n');
    for (const secret of ['123456', 'abc.def', 'sekrit-token', 'sekrit-cookie']) expect(all).not.toContain(secret);
  });
});

describe('public configuration and docs', () => {
  it('tells the browser what it needs and nothing secret', async () => {
    const res = await t.app.inject('/v1/config');
    expect(res.json().data).toMatchObject({
      gaMeasurementId: null,
      oidcGoogleEnabled: false,
      environment: 'test',
      proRequestUrl: { en: null, ko: null },
    });
    // The browser tells a community site from the main host by these two.
    expect(res.json().data).toMatchObject({
      appOrigin: new URL(t.env.APP_ORIGIN).origin,
      communityDomain: new URL(t.env.APP_ORIGIN).hostname,
    });
    expect(res.body).not.toContain(t.env.SESSION_SECRET);
  });

  it('names the PRO request forms when they are set', async () => {
    const withForms = await createTestApp({
      env: {
        PRO_REQUEST_URL_EN: 'https://forms.example.org/pro?lang=en',
        PRO_REQUEST_URL_KO: 'https://forms.example.org/pro?lang=ko',
      },
    });
    try {
      const res = await withForms.app.inject('/v1/config');
      expect(res.json().data.proRequestUrl).toEqual({
        en: 'https://forms.example.org/pro?lang=en',
        ko: 'https://forms.example.org/pro?lang=ko',
      });
    } finally {
      await withForms.close();
    }
  });

  it('serves the OpenAPI document and its browsable reference', async () => {
    const json = await t.app.inject('/v1/docs/json');
    expect(json.json().paths).toHaveProperty('/v1/healthz');
    const page = await t.app.inject('/v1/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
  });

  it('serves neither with DOCS_ENABLED=false, nor in production unless DOCS_ENABLED=true', async () => {
    const closedBy: Record<string, string>[] = [{ DOCS_ENABLED: 'false' }, { NODE_ENV: 'production' }];
    for (const env of closedBy) {
      const closed = await createTestApp({ env });
      try {
        for (const url of ['/v1/docs/json', '/v1/docs/', '/v1/docs']) {
          expect((await closed.app.inject(url)).json(), JSON.stringify(env)).toMatchObject({
            statusCode: 404,
            errorCode: 'G00103',
          });
        }
      } finally {
        await closed.close();
      }
    }
    const opened = await createTestApp({ env: { NODE_ENV: 'production', DOCS_ENABLED: 'true' } });
    try {
      expect((await opened.app.inject('/v1/docs/json')).statusCode).toBe(200);
    } finally {
      await opened.close();
    }
  });
});

describe('dev mailbox', () => {
  it('keeps mail sent without SMTP and lists it at /dev/mail', async () => {
    await enqueueEmail(t.db, t.clock, { dedupKey: 'dev-1', to: 'a@example.com', subject: 'Hi <there>', text: 'Body' });
    await t.drainOutbox();
    const page = await t.app.inject('/dev/mail');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Hi &#60;there&#62;');
    const json = await t.app.inject('/dev/mail.json');
    expect(json.json().data.items[0]).toMatchObject({ to: 'a@example.com' });
  });
});
