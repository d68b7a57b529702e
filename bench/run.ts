// `npm run bench`: measures the app against reference servers started in the same run and
// prints throughput ratios. Goals live here, never in timed tests.
import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import { benchCases, RUSH, type BenchTarget } from './cases.ts';
import { measureGuestSearchUi } from './guest-search-ui.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
// `BENCH_ONLY=<substring>`: only the cases whose name contains it (and only their references).
const ONLY = process.env.BENCH_ONLY?.toLowerCase();
// `BENCH_ONLY=foryou`: For You at three sizes (bench/for-you-growth.ts), then its cached case.
const named = (name: string) => [name.toLowerCase(), name.toLowerCase().replaceAll(' ', '')];
const selectedCases = ONLY ? benchCases.filter((c) => named(c.name).some((n) => n.includes(ONLY))) : benchCases;
const needed = (reference: string) => selectedCases.some((c) => c.reference === reference);

type Ready = { ports: { hello: number; oneQuery: number; app: number }; targets: Record<string, BenchTarget>; driver: string };
type Measured = { rps: number; p99: number; errors: number };

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

// `BENCH_ONLY=announcements`: only the bulk send (bench/announcement-drain.ts), in this process.
if (ONLY === 'announcements') {
  const { measureAnnouncementDrain } = await import('./announcement-drain.ts');
  await measureAnnouncementDrain();
  process.exit(0);
}
if (ONLY === 'foryou') await (await import('./for-you-growth.ts')).measureForYouGrowth();

const child = fork(new URL('./servers.ts', import.meta.url), { stdio: 'inherit' });
const ready = await new Promise<Ready>((resolve, reject) => {
  child.once('message', (message) => resolve(message as Ready));
  child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
});

async function measure(port: number, target: BenchTarget = { method: 'GET', path: '/' }): Promise<Measured> {
  const { bodies, headerSets, expectStatus } = target;
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
  const unexpected = expectStatus
    ? result.requests.total -
      ((result as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats?.[String(expectStatus)]?.count ?? 0)
    : result.non2xx;
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + unexpected };
}

/** A second app process on the same database (bench/instance.ts), for the cases measured on two. */
async function secondInstance() {
  const instance = fork(new URL('./instance.ts', import.meta.url), { stdio: 'inherit' });
  const port = await new Promise<number>((resolve, reject) => {
    instance.once('message', (message) => resolve((message as { port: number }).port));
    instance.once('exit', (code) => reject(new Error(`second instance exited with ${code}`)));
  });
  return { port, stop: () => instance.kill() };
}

/** The target's requests split between two ports at once: the sum of both. */
async function measureOnTwo(ports: [number, number], target: BenchTarget): Promise<Measured> {
  const half = (part: 0 | 1) => (target.headerSets ? target.headerSets.filter((_, i) => i % 2 === part) : undefined);
  const [a, b] = await Promise.all(ports.map((port, part) => measure(port, { ...target, headerSets: half(part as 0 | 1) })));
  return { rps: a.rps + b.rps, p99: Math.max(a.p99, b.p99), errors: a.errors + b.errors };
}

const sorted = (values: number[]) => [...values].sort((x, y) => x - y);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)];
const spread = (values: number[], digits: number) =>
  values.length === 1
    ? values[0].toFixed(digits)
    : sorted(values)
        .map((v) => v.toFixed(digits))
        .join(' / ');

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
/** each case's median throughput, for the cases measured against it */
const caseRates: Record<string, number> = {};
const serverReferences = { hello: ready.ports.hello, oneQuery: ready.ports.oneQuery, conditionalUpdate: ready.ports.oneQuery };
const referenceTargets: Partial<Record<keyof typeof serverReferences, BenchTarget>> = {
  conditionalUpdate: { method: 'POST', path: '/conditional-update', body: '{}' },
};
for (const benchCase of selectedCases) {
  const target = ready.targets[benchCase.name];
  const rounds = benchCase.rounds ?? 1;
  const results: Measured[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    let reference: number;
    if (benchCase.reference === RUSH) {
      if (caseRates[RUSH] === undefined) throw new Error(`${benchCase.name} is measured against ${RUSH}: select both`);
      reference = caseRates[RUSH];
    } else if (round === 0) reference = references[benchCase.reference].rps;
    // Later rounds measure their reference again, so a round compares like with like.
    else reference = (await measure(serverReferences[benchCase.reference], referenceTargets[benchCase.reference])).rps;
    const result = await measure(ready.ports.app, target);
    results.push(result);
    ratios.push(result.rps / reference);
  }
  caseRates[benchCase.name] = median(results.map((r) => r.rps));
  const errors = results.reduce((sum, r) => sum + r.errors, 0);
  const verified = benchCase.verify ? await verifyInServer(benchCase.name) : undefined;
  const ok = Math.min(...ratios) >= benchCase.goal && errors === 0 && (verified?.ok ?? true);
  if (!ok) missed += 1;
  const rps = results.map((r) => r.rps);
  console.log(
    `${ok ? 'ok  ' : 'MISS'} ${benchCase.name}: ${spread(rps, 0)} req/s, p99 ${spread(
      results.map((r) => r.p99),
      0,
    )} ms, ` +
      `${spread(ratios, 2)}× ${benchCase.reference === RUSH ? 'the rush' : benchCase.reference} (goal ≥ ${benchCase.goal}×` +
      `${rounds > 1 ? ` on the worst of ${rounds}` : ''}), errors ${errors}` +
      (verified ? `; ${verified.report}` : ''),
  );
  if (benchCase.twoInstancesGoal) {
    const second = await secondInstance();
    try {
      const one = await measure(ready.ports.app, target);
      const two = await measureOnTwo([ready.ports.app, second.port], target);
      const twoVerified = benchCase.verify ? await verifyInServer(benchCase.name) : undefined;
      const scale = two.rps / one.rps;
      const twoOk = scale >= benchCase.twoInstancesGoal && one.errors + two.errors === 0 && (twoVerified?.ok ?? true);
      if (!twoOk) missed += 1;
      console.log(
        `${twoOk ? 'ok  ' : 'MISS'} ${benchCase.name}, two app processes: ${two.rps.toFixed(0)} req/s against ${one.rps.toFixed(0)} on one, ` +
          `${scale.toFixed(2)}× (goal ≥ ${benchCase.twoInstancesGoal}×), errors ${one.errors + two.errors}` +
          (twoVerified ? `; ${twoVerified.report}` : ''),
      );
    } finally {
      second.stop();
    }
  }
}

child.send('stop');
console.log(missed ? `${missed} case(s) below their goal` : 'every case meets its goal');
process.exitCode = missed ? 1 : 0;

// Typing in the guest list's search to results on screen, in Chromium: printed, never a failure.
if (!ONLY) await measureGuestSearchUi();
