// GET /v1/metrics for an operator's Prometheus: off unless METRICS_TOKEN is set, then that token as
// a bearer. Each app has a registry of its own (tests run several apps in one process). Requests
// are counted by their route's pattern, never the path asked for: one series per route, not per id.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isNull, sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { scrapeMetrics } from '../../../contract/endpoints/platform/metrics.ts';
import type { AppDeps } from '../app-deps.ts';
import { poolStatsOf } from '../db/client.ts';
import { mailPriorities, outbox } from '../db/schema/index.ts';
import { AppError } from './errors.ts';
import { route } from './route.ts';

export type MetricsSources = {
  /** check-in streams open on this instance */
  openCheckInStreams(): number;
};

const priorityNames = Object.fromEntries(Object.entries(mailPriorities).map(([name, value]) => [value, name]));

/** Starts counting requests; call before the routes are registered, so every route is counted. */
export function registerMetrics(app: FastifyInstance, deps: AppDeps, sources: MetricsSources) {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'moim_http_requests_total',
    help: 'Requests answered',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'moim_http_request_duration_seconds',
    help: 'Time to answer a request',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'moim_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429 G00104)',
    labelNames: ['route'],
    registers: [registry],
  });

  const backlog = async () => {
    const rows = await deps.db
      .select({
        priority: outbox.priority,
        waiting: sql<number>`count(*)::int`,
        oldest: sql<string | null>`min(${outbox.createdAt})`,
      })
      .from(outbox)
      .where(isNull(outbox.sentAt))
      .groupBy(outbox.priority);
    return Object.values(mailPriorities).map((priority) => {
      const row = rows.find((r) => r.priority === priority);
      const age = row?.oldest ? (deps.clock.now().getTime() - new Date(row.oldest).getTime()) / 1000 : 0;
      return { priority: priorityNames[priority], waiting: row?.waiting ?? 0, age: Math.max(0, age) };
    });
  };
  new Gauge({
    name: 'moim_outbox_backlog',
    help: 'Mails waiting to be sent, by priority',
    labelNames: ['priority'],
    registers: [registry],
    async collect() {
      for (const { priority, waiting } of await backlog()) this.set({ priority }, waiting);
    },
  });
  new Gauge({
    name: 'moim_outbox_oldest_age_seconds',
    help: 'Age of the oldest mail waiting to be sent, by priority (0: none waiting)',
    labelNames: ['priority'],
    registers: [registry],
    async collect() {
      for (const { priority, age } of await backlog()) this.set({ priority }, age);
    },
  });
  new Gauge({
    name: 'moim_db_pool_in_use',
    help: 'Database connections checked out (0 on the embedded database, which has no pool)',
    registers: [registry],
    collect() {
      this.set(poolStatsOf(deps.db)?.inUse ?? 0);
    },
  });
  new Gauge({
    name: 'moim_db_pool_waiting',
    help: 'Requests waiting for a database connection',
    registers: [registry],
    collect() {
      this.set(poolStatsOf(deps.db)?.waiting ?? 0);
    },
  });
  new Gauge({
    name: 'moim_check_in_streams_open',
    help: 'Live check-in streams open on this instance',
    registers: [registry],
    collect() {
      this.set(sources.openCheckInStreams());
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) refusals.inc({ route: labels.route });
  });

  route(app, scrapeMetrics, async (request, reply) => {
    const token = deps.env.METRICS_TOKEN;
    if (!token) throw new AppError('G00103');
    if (!bearerMatches(request, token)) throw new AppError('G00300');
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const expected = Buffer.from(token);
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
