// `npm run bench`: measures the app against reference servers started in the same run and
// prints throughput ratios. Goals live here, never in timed tests.
import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import { benchCases, type BenchTarget } from './cases.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

type Ready = { ports: { hello: number; oneQuery: number; app: number }; targets: Record<string, BenchTarget>; driver: string };

const child = fork(new URL('./servers.ts', import.meta.url), { stdio: 'inherit' });
const ready = await new Promise<Ready>((resolve, reject) => {
  child.once('message', (message) => resolve(message as Ready));
  child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
});

async function measure(port: number, target: BenchTarget = { method: 'GET', path: '/' }) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${target.path}`,
    method: target.method,
    headers: { 'content-type': 'application/json', ...target.headers },
    body: target.body,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

console.log(`Database: ${ready.driver}; ${CONNECTIONS} connections, ${DURATION_S} s per measurement.`);
const references = { hello: await measure(ready.ports.hello), oneQuery: await measure(ready.ports.oneQuery) };
console.log(`reference hello:     ${references.hello.rps.toFixed(0)} req/s`);
console.log(`reference one-query: ${references.oneQuery.rps.toFixed(0)} req/s`);

let missed = 0;
for (const benchCase of benchCases) {
  const result = await measure(ready.ports.app, ready.targets[benchCase.name]);
  const ratio = result.rps / references[benchCase.reference].rps;
  const ok = ratio >= benchCase.goal && result.errors === 0;
  if (!ok) missed += 1;
  console.log(
    `${ok ? 'ok  ' : 'MISS'} ${benchCase.name}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms, ` +
      `${ratio.toFixed(2)}× ${benchCase.reference} (goal ≥ ${benchCase.goal}×), errors ${result.errors}`,
  );
}

child.send('stop');
console.log(missed ? `${missed} case(s) below their goal` : 'every case meets its goal');
process.exitCode = missed ? 1 : 0;
