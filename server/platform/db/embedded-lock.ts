import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * The embedded database lives in one process's memory while it runs: a second process that opened
 * the same folder (the CLI while the server runs) would write changes the first never sees, and
 * that the first overwrites when it closes. So one process at a time holds `<dataDir>.lock`,
 * holding its pid; a lock whose process is gone is stale and taken over.
 */
export class EmbeddedDatabaseInUse extends Error {
  readonly dataDir: string;
  readonly pid: number;

  constructor(dataDir: string, pid: number) {
    super(`The embedded database in ${dataDir} is in use by another process (pid ${pid}).`);
    this.name = 'EmbeddedDatabaseInUse';
    this.dataDir = dataDir;
    this.pid = pid;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock or throws EmbeddedDatabaseInUse; answers the function that gives it back. */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => {
        if (holder(lockFile) === process.pid) rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = holder(lockFile);
      if (pid !== undefined && pid !== process.pid && isRunning(pid)) throw new EmbeddedDatabaseInUse(dataDir, pid);
      rmSync(lockFile, { force: true });
    }
  }
  throw new EmbeddedDatabaseInUse(dataDir, holder(lockFile) ?? 0);
}

function holder(lockFile: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
