// GET /v1/metrics: off without METRICS_TOKEN, behind it as a bearer token when set, and a scrape
// that parses as the Prometheus text format with every series an operator watches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueEmail } from '../mail/outbox.ts';
import { mailPriorities } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { listen, openStream } from '../../test/check-in-stream.ts';
import { guestTeam } from '../../test/guests.ts';

const TOKEN = 'scrape-token-0123456789';

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The text exposition format, line by line: anything else in the body fails the parse. */
function parsePrometheus(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') types.set(comment[2], comment[3]);
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|NaN|\+Inf|-Inf)$/.exec(line);
    if (!sample) throw new Error(`not Prometheus text: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (sample[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[key] = value;
    samples.push({ name: sample[1], labels, value: Number(sample[3]) });
  }
  return { samples, types };
}

describe('GET /v1/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it('answers 404 while METRICS_TOKEN is not set', async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.inject({ method: 'GET', url: '/v1/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, errorCode: 'G00103' });
    } finally {
      await off.close();
    }
  });

  it('answers 401 G00300 without the token or with another', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await t.app.inject({ method: 'GET', url: '/v1/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, errorCode: 'G00300' });
    }
    const ko = await t.app.inject({ method: 'GET', url: '/v1/metrics', headers: { 'accept-language': 'ko' } });
    expect(ko.json<{ message: string }>().message).toBe('메트릭 토큰이 없거나 올바르지 않습니다.');
  });

  it('has requests by route and status with latency, the outbox by priority, the pool, open streams and rate-limit refusals', async () => {
    // Traffic: a known route, an unknown one, and sign-in codes until the per-address limit refuses.
    await t.app.inject({ method: 'GET', url: '/v1/healthz' });
    await t.app.inject({ method: 'GET', url: '/v1/no-such-thing/123' });
    const statuses: number[] = [];
    for (let n = 0; n < 12; n++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/otp',
        remoteAddress: '203.0.113.77',
        payload: { email: `metrics.${n}@example.com`, purpose: 'SIGN_IN' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toContain(429);
    await enqueueEmail(t.db, t.clock, { dedupKey: 'metrics-news', to: 'reader@example.com', subject: 'News', text: 'Hi' });
    expect(mailPriorities.code).not.toBe(mailPriorities.normal);
    t.clock.advance(90_000);

    const team = await guestTeam(t);
    const baseUrl = await listen(t);
    const stream = await openStream(baseUrl, team.event.id, team.owner);
    await stream.waitFor((events) => events.some((e) => e.event === 'ready'));

    const res = await fetch(`${baseUrl}/v1/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const { samples, types } = parsePrometheus(await res.text());
    await stream.close();
    const one = (name: string, labels: Record<string, string> = {}) =>
      samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

    expect(types.get('moim_http_requests_total')).toBe('counter');
    expect(one('moim_http_requests_total', { method: 'GET', route: '/v1/healthz', status: '200' })?.value).toBe(1);
    // By the route's pattern, never the path asked for.
    expect(one('moim_http_requests_total', { route: 'unmatched', status: '404' })?.value).toBe(1);
    expect(samples.some((s) => s.labels.route?.includes('no-such-thing'))).toBe(false);
    expect(types.get('moim_http_request_duration_seconds')).toBe('histogram');
    expect(
      one('moim_http_request_duration_seconds_count', { method: 'POST', route: '/v1/auth/otp', status: '200' })?.value,
    ).toBeGreaterThan(0);
    expect(one('moim_http_request_duration_seconds_bucket', { route: '/v1/healthz', le: '+Inf' })?.value).toBe(1);

    expect(one('moim_rate_limit_refusals_total', { route: '/v1/auth/otp' })?.value).toBe(
      statuses.filter((s) => s === 429).length,
    );

    const codesWaiting = statuses.filter((s) => s === 200).length;
    expect(one('moim_outbox_backlog', { priority: 'code' })?.value).toBe(codesWaiting);
    expect(one('moim_outbox_backlog', { priority: 'normal' })?.value).toBeGreaterThanOrEqual(1);
    expect(one('moim_outbox_oldest_age_seconds', { priority: 'code' })?.value).toBeGreaterThanOrEqual(90);
    expect(one('moim_outbox_oldest_age_seconds', { priority: 'normal' })?.value).toBeGreaterThanOrEqual(0);

    // The embedded database has no pool: 0; a server's pool has at most its size in use.
    expect(one('moim_db_pool_in_use')?.value).toBeGreaterThanOrEqual(0);
    expect(one('moim_db_pool_in_use')?.value).toBeLessThanOrEqual(20);
    expect(one('moim_db_pool_waiting')?.value).toBe(0);
    expect(one('moim_check_in_streams_open')?.value).toBe(1);
  });
});
