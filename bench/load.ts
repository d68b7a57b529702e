// One load generator (autocannon) in a process of its own, forked by run.ts and kept for the loads
// after it, so that each starts compiled: two loads at once (two app processes) then each have an
// event loop and a core's share of their own, instead of both sharing the bench's one thread. It
// reports its own CPU time, so the bench can say what generating the load cost beside what serving
// it did.
import autocannon from 'autocannon';
import type { BenchTarget } from './cases.ts';

export type LoadRequest = {
  port: number;
  target: BenchTarget;
  /** where in the target's bodies/headerSets this load starts (a later round continues after the last) */
  offset: number;
  connections: number;
  durationS: number;
};

export type LoadResult = {
  rps: number;
  p99: number;
  total: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCounts: Record<string, number>;
  /** requests set up from the target's variants: the next load's offset is offset + this */
  used: number;
  /** this process's CPU time during the load, in milliseconds */
  cpuMs: number;
};

async function runLoad({ port, target, offset, connections, durationS }: LoadRequest): Promise<LoadResult> {
  const { bodies, headerSets } = target;
  const variants = Math.max(bodies?.length ?? 0, headerSets?.length ?? 0);
  let next = offset;
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${target.path}`,
    method: target.method,
    headers: { 'content-type': 'application/json', ...target.headers },
    body: target.body,
    // Per-request bodies (e.g. a different ticket each scan) and headers (a different member), in turn.
    ...(variants
      ? {
          requests: [
            {
              setupRequest: (request: { headers?: Record<string, string> }) => {
                const i = next++;
                return {
                  ...request,
                  ...(bodies ? { body: bodies[i % bodies.length] } : {}),
                  ...(headerSets ? { headers: { ...request.headers, ...headerSets[i % headerSets.length] } } : {}),
                };
              },
            },
          ],
        }
      : {}),
    connections,
    duration: durationS,
  });
  const cpu = process.cpuUsage(cpuBefore);
  const stats = (result as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCounts: Object.fromEntries(Object.entries(stats).map(([status, { count }]) => [status, count])),
    used: next - offset,
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
}

// One load after another, for as long as the bench keeps this process.
process.on('message', (request: LoadRequest) => {
  void runLoad(request).then((result) => process.send?.(result));
});
process.on('disconnect', () => process.exit(0));
