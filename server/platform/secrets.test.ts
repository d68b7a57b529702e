import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';
import { loadSessionSecret } from './secrets.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'moim-secret-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('loadSessionSecret', () => {
  it('generates a secret once in development, readable only by its owner, and keeps it', async () => {
    const env = readEnv({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const first = loadSessionSecret(env);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'session-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(loadSessionSecret(env)).toBe(first);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
  });

  it('takes SESSION_SECRET from the environment and refuses a short one', () => {
    const secret = 'x'.repeat(40);
    expect(loadSessionSecret(readEnv({ SESSION_SECRET: secret, DATA_DIR: dataDir }))).toBe(secret);
    expect(() => loadSessionSecret(readEnv({ SESSION_SECRET: 'short', DATA_DIR: dataDir }))).toThrow(/at least 32/);
  });

  it('is required in production', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
  });
});
