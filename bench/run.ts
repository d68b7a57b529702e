// `npm run bench`: measures the app against reference servers started in the same run and
// prints throughput ratios. Goals live here, never in timed tests.
import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import { benchCases, type BenchTarget } from './cases.ts';
import { measureGuestSearchUi } from './guest-search-ui.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
// `BENCH_ONLY=<substring>`: only the cases whose name contains it (and only their references).
const ONLY = process.env.BENCH_ONLY?.toLowerCase();
const selectedCases = ONLY ? benchCases.filter((c) => c.name.toLowerCase().includes(ONLY)) : benchCases;
const needed = (reference: string) => selectedCases.some((c) => c.reference === reference);

type Ready = { ports: { hello: number; oneQuery: number; app: number }; targets: Record<string, BenchTarget>; driver: string };

// `BENCH_ONLY=paint`: only the first paint on a slow phone (bench/first-paint.ts), in this process.
if (ONLY === 'paint') {
  const { measureFirstPaint } = await import('./first-paint.ts');
  await measureFirstPaint();
  process.exit(0);
}

// `BENCH_ONLY=growth`: only the growth section (bench/growth.ts), in this process.
if (ONLY === 'growth') {
  const { measureGrowth } = await import('./growth.ts');
  await measureGrowth();
  process.exit(0);
}

const child = fork(new URL('./servers.ts', import.meta.url), { stdio: 'inherit' });
const ready = await new Promise<Ready>((resolve, reject) => {
  child.once('message', (message) => resolve(message as Ready));
  child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
});

async function measure(port: number, target: BenchTarget = { method: 'GET', path: '/' }) {
  const { bodies, headerSets } = target;
  const variants = Math.max(bodies?.length ?? 0, headerSets?.length ?? 0);
  let next = 0;
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
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  if (variants && result.requests.total > variants)
    console.log(`  note: ${result.requests.total} requests wrapped around ${variants} distinct requests`);
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

console.log(`Database: ${ready.driver}; ${CONNECTIONS} connections, ${DURATION_S} s per measurement.`);
const skipped = { rps: Number.NaN, p99: 0, errors: 0 };
const references = {
  hello: needed('hello') ? await measure(ready.ports.hello) : skipped,
  oneQuery: needed('oneQuery') ? await measure(ready.ports.oneQuery) : skipped,
  // One row, `update … set taken = taken + 1 where taken < capacity` (the registration rush's reference).
  conditionalUpdate: needed('conditionalUpdate')
    ? await measure(ready.ports.oneQuery, { method: 'POST', path: '/conditional-update', body: '{}' })
    : skipped,
};
if (needed('hello')) console.log(`reference hello:     ${references.hello.rps.toFixed(0)} req/s`);
if (needed('oneQuery')) console.log(`reference one-query: ${references.oneQuery.rps.toFixed(0)} req/s`);
if (needed('conditionalUpdate'))
  console.log(`reference conditional UPDATE: ${references.conditionalUpdate.rps.toFixed(0)} req/s`);

/** Asks the server process to check what a case left behind (e.g. seats sold beyond capacity). */
function verifyInServer(name: string): Promise<{ ok: boolean; report: string }> {
  return new Promise((resolve) => {
    child.once('message', (message) => resolve(message as { ok: boolean; report: string }));
    child.send({ verify: name });
  });
}

let missed = 0;
for (const benchCase of selectedCases) {
  const result = await measure(ready.ports.app, ready.targets[benchCase.name]);
  const ratio = result.rps / references[benchCase.reference].rps;
  const verified = benchCase.verify ? await verifyInServer(benchCase.name) : undefined;
  const ok = ratio >= benchCase.goal && result.errors === 0 && (verified?.ok ?? true);
  if (!ok) missed += 1;
  console.log(
    `${ok ? 'ok  ' : 'MISS'} ${benchCase.name}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms, ` +
      `${ratio.toFixed(2)}× ${benchCase.reference} (goal ≥ ${benchCase.goal}×), errors ${result.errors}` +
      (verified ? `; ${verified.report}` : ''),
  );
}

child.send('stop');
console.log(missed ? `${missed} case(s) below their goal` : 'every case meets its goal');
process.exitCode = missed ? 1 : 0;

// Typing in the guest list's search to results on screen, in Chromium: printed, never a failure.
if (!ONLY) await measureGuestSearchUi();
