// Where the CPU went during a measurement (Linux /proc): the app processes, the database server's
// backends for the bench's database, and the machine as a whole. Two app processes can only be
// twice as fast as one if the cores have the room: these figures say whether they had.
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** /proc counts CPU time in clock ticks of 1/100 s on Linux. */
const TICK_MS = 10;

/** A process's CPU time so far (user + system), in milliseconds; 0 once it is gone. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The whole machine's busy and total CPU time so far, in milliseconds over all cores. */
function machineCpuMs(): { busy: number; total: number } {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const values = ticks.map(Number);
  const total = values.reduce((sum, v) => sum + v, 0);
  const idle = values[3] + values[4];
  return { busy: (total - idle) * TICK_MS, total: total * TICK_MS };
}

/** The server's backends connected to the bench's database (none on the embedded database). */
async function databaseBackends(): Promise<number[]> {
  const url = process.env.DATABASE_URL;
  if (!url) return [];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

export type CpuSpent = {
  /** each app process's CPU time, milliseconds */
  appMs: number[];
  databaseMs: number;
  /** the machine's cores busy on average during the measurement (2.0 = two cores all the time) */
  busyCores: number;
};

/** Runs `measure` and says how much CPU the app processes, the database and the machine spent meanwhile. */
export async function withCpu<T>(appPids: number[], measure: () => Promise<T>): Promise<{ result: T; cpu: CpuSpent }> {
  const backendsBefore = new Map((await databaseBackends()).map((pid) => [pid, processCpuMs(pid)]));
  const appBefore = appPids.map(processCpuMs);
  const machineBefore = machineCpuMs();
  const started = performance.now();
  const result = await measure();
  const elapsedMs = performance.now() - started;
  const machineAfter = machineCpuMs();
  const appMs = appPids.map((pid, i) => processCpuMs(pid) - appBefore[i]);
  // A backend opened during the measurement spent all of its CPU time in it.
  const databaseMs = (await databaseBackends()).reduce((sum, pid) => sum + processCpuMs(pid) - (backendsBefore.get(pid) ?? 0), 0);
  return { result, cpu: { appMs, databaseMs, busyCores: (machineAfter.busy - machineBefore.busy) / elapsedMs } };
}
