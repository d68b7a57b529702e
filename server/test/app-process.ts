// The server as an operator runs it: `node server/main.ts` in a process of its own, on a database
// server the test made. What happens to the process (an 'error' nobody listened to, a signal) is
// what is being tested, so nothing here runs in the test's own process.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { reservePort } from '../../e2e/reserved-port.ts';

const mainFile = fileURLToPath(new URL('../main.ts', import.meta.url));

export type AppProcess = {
  origin: string;
  child: ChildProcess;
  /** whether the process is still running */
  alive(): boolean;
  /** resolves with the exit code (or the signal's name) when the process ends */
  exited: Promise<number | string | null>;
  /** what it wrote to stderr and stdout */
  output(): string;
  kill(signal: NodeJS.Signals): void;
};

export type AppProcessOptions = {
  databaseUrl: string;
  sessionSecret: string;
  env?: Record<string, string>;
};

export async function startAppProcess(options: AppProcessOptions): Promise<AppProcess> {
  const reserved = await reservePort();
  const origin = `http://127.0.0.1:${reserved.port}`;
  await reserved.release();
  const child = spawn(process.execPath, [mainFile], {
    env: {
      ...process.env,
      PORT: String(reserved.port),
      HOST: '127.0.0.1',
      APP_ORIGIN: origin,
      DATABASE_URL: options.databaseUrl,
      SESSION_SECRET: options.sessionSecret,
      SEED_DEMO: 'false',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      EVENT_PAGE_CACHE_MS: '0',
      FOR_YOU_CACHE_MS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string | null>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  let ended = false;
  void exited.then(() => (ended = true));

  for (let i = 0; ; i++) {
    const ready = await fetch(`${origin}/v1/readyz`).catch(() => undefined);
    if (ready?.ok) break;
    if (ended || i >= 600) {
      child.kill('SIGKILL');
      throw new Error(`the server process did not become ready:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    child,
    alive: () => !ended,
    exited,
    output: () => output,
    kill: (signal) => void child.kill(signal),
  };
}

/** Ends a process the test started, if it still runs. */
export async function stopAppProcess(app: AppProcess | undefined): Promise<void> {
  if (!app?.alive()) return;
  app.kill('SIGKILL');
  await app.exited;
}
