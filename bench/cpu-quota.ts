// A share of one core for an app process (Linux cgroups, v1 or v2), so that the bench can compare
// two app processes with one on equal terms when the machine has too few cores to give each its own
// (decision 058). Only the app processes are held; the load generators and PostgreSQL are not.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The kernel's default period: shorter ones throttled a held process often enough to cost it a fifth more CPU per request.
const PERIOD_US = 100_000;

export type CpuQuota = {
  /** holds the process to the share of one core the quota was opened with */
  hold(pid: number): void;
  /** moves the held processes back and removes their groups */
  release(): void;
};

type Hierarchy = {
  root: string;
  /** where this process is in the hierarchy, so the held processes go back there */
  home: string;
  limit(group: string, quotaUs: number): void;
};

/** This process's group in the hierarchy whose controllers `/proc/self/cgroup` names as `controllers` (empty for v2). */
function ownGroup(root: string, isLine: (controllers: string[]) => boolean): string {
  for (const line of readFileSync('/proc/self/cgroup', 'utf8').split('\n')) {
    const [, controllers, group] = line.split(':');
    if (group !== undefined && isLine(controllers.split(','))) return join(root, group);
  }
  return root;
}

/** The cgroup hierarchy with the CPU controller that this process may write to, if any. */
function writableHierarchy(): Hierarchy | undefined {
  const v1 = '/sys/fs/cgroup/cpu';
  if (existsSync(join(v1, 'cpu.cfs_quota_us')))
    return {
      root: v1,
      home: ownGroup(v1, (controllers) => controllers.includes('cpu')),
      limit(group, quotaUs) {
        writeFileSync(join(group, 'cpu.cfs_period_us'), String(PERIOD_US));
        writeFileSync(join(group, 'cpu.cfs_quota_us'), String(quotaUs));
      },
    };
  const v2 = '/sys/fs/cgroup';
  const controllers = join(v2, 'cgroup.subtree_control');
  if (existsSync(controllers) && readFileSync(controllers, 'utf8').split(/\s+/).includes('cpu'))
    return {
      root: v2,
      home: ownGroup(v2, (controllers) => controllers.join('') === ''),
      limit: (group, quotaUs) => writeFileSync(join(group, 'cpu.max'), `${quotaUs} ${PERIOD_US}`),
    };
  return undefined;
}

/** Groups made so far by this process, which names each one: several quotas may be open at once. */
let groupsMade = 0;

/** A quota of `share` of a core per held process, or why there can be none here (no cgroup CPU controller, or not allowed to write it). */
export function openCpuQuota(share: number): CpuQuota | { why: string } {
  const hierarchy = writableHierarchy();
  if (!hierarchy) return { why: 'no cgroup CPU controller here' };
  const groups: string[] = [];
  const held: number[] = [];
  const group = () => {
    const path = join(hierarchy.root, `moim-bench-${process.pid}-${(groupsMade += 1)}`);
    mkdirSync(path);
    groups.push(path);
    hierarchy.limit(path, Math.round(share * PERIOD_US));
    return path;
  };
  const release = () => {
    for (const pid of held.splice(0)) {
      try {
        writeFileSync(join(hierarchy.home, 'cgroup.procs'), String(pid));
      } catch {
        // The process has ended, and left its group with it.
      }
    }
    for (const path of groups.splice(0)) rmdirSync(path);
  };
  try {
    // One group made and removed first: a hierarchy that is read-only here says so now, not mid-run.
    group();
    release();
  } catch (error) {
    release();
    return { why: (error as Error).message };
  }
  return {
    hold(pid) {
      writeFileSync(join(group(), 'cgroup.procs'), String(pid));
      held.push(pid);
    },
    release,
  };
}
