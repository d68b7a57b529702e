// `npm run bench`: measures the app against reference servers started in the same run and
// prints throughput ratios. Goals live here, never in timed tests.
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { RUSH, selectBenchCases, type BenchTarget } from './cases.ts';
import { withCpu, type CpuSpent } from './cpu.ts';
import { openCpuQuota, type CpuQuota } from './cpu-quota.ts';
import type { LoadRequest, LoadResult } from './load.ts';
import { measureGuestSearchUi } from './guest-search-ui.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
// The share of a core each app process gets when one is compared with two (decision 058).
const INSTANCE_SHARE = Number(process.env.BENCH_INSTANCE_SHARE ?? 0.3);
/** one against two is measured this many times; the goal holds on the median */
const SCALE_ROUNDS = 5;
// `BENCH_ONLY=<substring>`: only the cases whose name contains it (and only their references).
const ONLY = process.env.BENCH_ONLY?.toLowerCase();
// `BENCH_ONLY=foryou`: For You at three sizes (bench/for-you-growth.ts), then its cached case.
// servers.ts prepares the same selection (it inherits BENCH_ONLY).
const selectedCases = selectBenchCases(ONLY);
const needed = (reference: string) => selectedCases.some((c) => c.reference === reference);

type Ready = { ports: { hello: number; oneQuery: number; app: number }; targets: Record<string, BenchTarget>; driver: string };
type Measured = {
  rps: number;
  p99: number;
  errors: number;
  /** requests answered */
  total: number;
  /** the load generator's own CPU time, milliseconds */
  loadCpuMs: number;
};

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

/** Where each target's variants continue: a later round sends members the earlier ones did not. */
const cursors = new WeakMap<object, number>();

/**
 * Load generators (bench/load.ts) that are not running a load: a measurement takes one and gives it
 * back, so the next measurement's load starts warm rather than compiling itself while it measures.
 */
const idleLoads: ChildProcess[] = [];

/** One load in a process of its own; resolves with what it measured. */
async function runLoad(request: LoadRequest): Promise<LoadResult> {
  const load = idleLoads.pop() ?? fork(new URL('./load.ts', import.meta.url), { stdio: 'inherit' });
  const result = await new Promise<LoadResult>((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`load generator exited with ${code}`));
    load.once('exit', exited);
    load.once('message', (message) => {
      load.off('exit', exited);
      resolve(message as LoadResult);
    });
    load.send(request);
  });
  idleLoads.push(load);
  return result;
}

async function measure(port: number, target: BenchTarget = { method: 'GET', path: '/' }): Promise<Measured> {
  const { bodies, headerSets, expectStatus } = target;
  const variants = Math.max(bodies?.length ?? 0, headerSets?.length ?? 0);
  const variantsKey = headerSets ?? bodies;
  const offset = variantsKey ? (cursors.get(variantsKey) ?? 0) : 0;
  const result = await runLoad({ port, target, offset, connections: CONNECTIONS, durationS: DURATION_S });
  if (variantsKey) cursors.set(variantsKey, offset + result.used);
  // Said once per target: the first measurement that wraps.
  if (variants && offset <= variants && offset + result.used > variants)
    console.log(`  note: ${offset + result.used} requests wrapped around ${variants} distinct requests`);
  const unexpected = expectStatus ? result.total - (result.statusCounts[String(expectStatus)] ?? 0) : result.non2xx;
  const errors = result.errors + unexpected;
  if (errors > 0) console.log(`  errors: ${describeErrors(result, expectStatus)}`);
  return { rps: result.rps, p99: result.p99, errors, total: result.total, loadCpuMs: result.cpuMs };
}

/** What the errors were: statuses other than the expected one, timeouts, and connection errors. */
function describeErrors(result: LoadResult, expectStatus: number | undefined): string {
  const wrong = Object.entries(result.statusCounts)
    .filter(([status]) => (expectStatus ? Number(status) !== expectStatus : Number(status) >= 300))
    .map(([status, count]) => `${count}× ${status}`);
  return [...wrong, `${result.timeouts} timeouts`, `${result.errors - result.timeouts} connection errors`].join(', ');
}

/** A server started by the bench: a second app process on the same database, or a control. */
type Started = { port: number; pid: number; stop: () => void };

/** A server in a process of its own (bench/instance.ts, bench/control-server.ts), once it listens. */
async function startServer(script: string): Promise<Started> {
  const server = fork(new URL(script, import.meta.url), { stdio: 'inherit' });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('message', (message) => resolve((message as { port: number }).port));
    server.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { port, pid: server.pid!, stop: () => server.kill() };
}

const halves = new WeakMap<BenchTarget, [BenchTarget, BenchTarget]>();

/** The target's variants in two halves, the same ones every time, so each half goes on where it stopped. */
function halvesOf(target: BenchTarget): [BenchTarget, BenchTarget] {
  let pair = halves.get(target);
  if (!pair) {
    const half = (part: number) => ({ ...target, headerSets: target.headerSets?.filter((_, i) => i % 2 === part) });
    pair = [half(0), half(1)];
    halves.set(target, pair);
  }
  return pair;
}

/** The target's requests split between two ports at once: the sum of both. */
async function measureOnTwo(ports: [number, number], target: BenchTarget): Promise<Measured> {
  const [a, b] = await Promise.all(ports.map((port, part) => measure(port, halvesOf(target)[part])));
  return {
    rps: a.rps + b.rps,
    p99: Math.max(a.p99, b.p99),
    errors: a.errors + b.errors,
    total: a.total + b.total,
    loadCpuMs: a.loadCpuMs + b.loadCpuMs,
  };
}

type Compared = { one: Measured; oneCpu: CpuSpent; two: Measured; twoCpu: CpuSpent };
type Listening = { port: number; pid: number };

/** The target on `first` alone, then split between it and `second`; each held to a share of a core if a quota is given. */
async function compareOnTwo(target: BenchTarget, [first, second]: [Listening, Listening], quota?: CpuQuota): Promise<Compared> {
  try {
    quota?.hold(first.pid);
    const { result: one, cpu: oneCpu } = await withCpu([first.pid], () => measure(first.port, target));
    quota?.hold(second.pid);
    const { result: two, cpu: twoCpu } = await withCpu([first.pid, second.pid], () =>
      measureOnTwo([first.port, second.port], target),
    );
    return { one, oneCpu, two, twoCpu };
  } finally {
    quota?.release();
  }
}

/** Two control servers (bench/control-server.ts), answered once each so that they run compiled. */
async function startControls(target: BenchTarget): Promise<[Started, Started]> {
  const controls: [Started, Started] = [await startServer('./control-server.ts'), await startServer('./control-server.ts')];
  for (const control of controls) await measure(control.port, target);
  return controls;
}

/**
 * A quota of the share of a core at which one control server answers `rps`, the app's rate on one:
 * two of them then see the same requests, load generators and kernel work as the app's two, with
 * nothing shared.
 */
async function matchedQuota(control: Listening, target: BenchTarget, rps: number): Promise<{ share: number; quota: CpuQuota }> {
  const probe = quotaOf(INSTANCE_SHARE);
  let perRequestMs: number;
  try {
    probe.hold(control.pid);
    const { result, cpu } = await withCpu([control.pid], () => measure(control.port, target));
    perRequestMs = cpu.appMs[0] / result.total;
  } finally {
    probe.release();
  }
  const share = Math.min(1, (rps * perRequestMs) / 1000);
  return { share, quota: quotaOf(share) };
}

/** A quota, where the bench has already opened one. */
function quotaOf(share: number): CpuQuota {
  const quota = openCpuQuota(share);
  if ('why' in quota) throw new Error(`no quota of ${share} of a core: ${quota.why}`);
  return quota;
}

function describeComparison(label: string, { one, oneCpu, two, twoCpu }: Compared) {
  console.log(`  ${label}: ${two.rps.toFixed(0)} req/s against ${one.rps.toFixed(0)} on one, ${(two.rps / one.rps).toFixed(2)}×`);
  console.log(`    CPU on one: ${describeCpu(one, oneCpu)}`);
  console.log(`    CPU on two: ${describeCpu(two, twoCpu)}`);
}

/** CPU per answered request, in microseconds: the app process(es), the load generator(s), PostgreSQL; and the cores in use. */
function describeCpu(measured: Measured, cpu: CpuSpent): string {
  const perRequest = (ms: number) => `${((ms * 1000) / Math.max(1, measured.total)).toFixed(0)} µs`;
  return (
    `app ${cpu.appMs.map(perRequest).join(' + ')}, load generator ${perRequest(measured.loadCpuMs)}, ` +
    `PostgreSQL ${perRequest(cpu.databaseMs)} per request; ${cpu.busyCores.toFixed(2)} of ${availableParallelism()} cores busy`
  );
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
const skipped: Measured = { rps: Number.NaN, p99: 0, errors: 0, total: 0, loadCpuMs: 0 };
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
  /** each round's CPU per request, printed under the case's line */
  const spent: string[] = [];
  if (benchCase.warmUp) await measure(ready.ports.app, target);
  for (let round = 0; round < rounds; round += 1) {
    let reference: number;
    if (benchCase.reference === RUSH) {
      if (caseRates[RUSH] === undefined) throw new Error(`${benchCase.name} is measured against ${RUSH}: select both`);
      reference = caseRates[RUSH];
    } else if (round === 0) reference = references[benchCase.reference].rps;
    // Later rounds measure their reference again, so a round compares like with like.
    else reference = (await measure(serverReferences[benchCase.reference], referenceTargets[benchCase.reference])).rps;
    const { result, cpu } = await withCpu([child.pid!], () => measure(ready.ports.app, target));
    results.push(result);
    spent.push(`${result.rps.toFixed(0)} req/s; ${describeCpu(result, cpu)}`);
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
  for (const [round, line] of spent.entries()) console.log(`  CPU${rounds > 1 ? `, round ${round + 1}` : ''}: ${line}`);
  if (benchCase.twoInstancesGoal) {
    const second = await startServer('./instance.ts');
    const app: [Listening, Listening] = [{ port: ready.ports.app, pid: child.pid! }, second];
    try {
      // Each app process held to the same share of a core, as instances with cores of their own are
      // (decision 058); where that cannot be done here, both on the machine's cores, which they share.
      const quota = openCpuQuota(INSTANCE_SHARE);
      const held = 'why' in quota ? undefined : quota;
      // The second process alone first, then both unheld: that warms it (its compiled code, its kept
      // reads), which would otherwise make the first held rounds' two slower than their one.
      await measure(second.port, target);
      const unheld = await compareOnTwo(target, app);
      const rounds: Compared[] = held ? [] : [unheld];
      // A control beside each held round: what two processes that share nothing reach on this
      // machine meanwhile (its cores' speed can change by half within a minute).
      const controls = held ? await startControls(target) : undefined;
      let control: { share: number; quota: CpuQuota } | undefined;
      const controlRounds: Compared[] = [];
      try {
        for (let round = 0; held && round < SCALE_ROUNDS; round += 1) {
          rounds.push(await compareOnTwo(target, app, held));
          if (!controls) continue;
          control ??= await matchedQuota(controls[0], target, rounds[0].one.rps);
          controlRounds.push(await compareOnTwo(target, controls, control.quota));
        }
      } finally {
        for (const server of controls ?? []) server.stop();
      }
      const twoVerified = benchCase.verify ? await verifyInServer(benchCase.name) : undefined;
      const scales = rounds.map(({ one, two }) => two.rps / one.rps);
      const errors = [...rounds, ...(held ? [unheld] : [])].reduce((sum, { one, two }) => sum + one.errors + two.errors, 0);
      const twoOk = median(scales) >= benchCase.twoInstancesGoal && errors === 0 && (twoVerified?.ok ?? true);
      if (!twoOk) missed += 1;
      console.log(
        `${twoOk ? 'ok  ' : 'MISS'} ${benchCase.name}, two app processes${held ? `, each held to ${INSTANCE_SHARE} of a core` : ''}: ` +
          `${spread(scales, 2)}× one (goal ≥ ${benchCase.twoInstancesGoal}×${held ? ` on the median of ${SCALE_ROUNDS}` : ''}), errors ${errors}` +
          (twoVerified ? `; ${twoVerified.report}` : ''),
      );
      if ('why' in quota) console.log(`  not held to a share of a core (${quota.why}), so the two share the machine's cores`);
      if (control)
        console.log(
          `  control, two servers that share nothing, each held to ${control.share.toFixed(3)} of a core: ` +
            `${spread(
              controlRounds.map(({ one, two }) => two.rps / one.rps),
              2,
            )}× one`,
        );
      for (const [round, compared] of rounds.entries()) {
        describeComparison(`round ${round + 1}`, compared);
        if (controlRounds[round]) describeComparison(`control, round ${round + 1}`, controlRounds[round]);
      }
      if (held) describeComparison(`unheld, on the machine's ${availableParallelism()} cores`, unheld);
    } finally {
      second.stop();
    }
  }
}

child.send('stop');
for (const load of idleLoads.splice(0)) load.disconnect();
console.log(missed ? `${missed} case(s) below their goal` : 'every case meets its goal');
process.exitCode = missed ? 1 : 0;

// Typing in the guest list's search to results on screen, in Chromium: printed, never a failure.
if (!ONLY) await measureGuestSearchUi();
