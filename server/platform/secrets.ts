import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from './env.ts';

const MIN_SECRET_LENGTH = 32;

/**
 * The secret every session, sign-up token and code hash is keyed with. Production must set
 * SESSION_SECRET; elsewhere one is generated on first start and kept in $DATA_DIR (mode 0600),
 * so sessions survive restarts without anyone having to invent a secret.
 */
export function loadSessionSecret(env: Env): string {
  if (env.SESSION_SECRET) {
    if (env.SESSION_SECRET.length < MIN_SECRET_LENGTH) {
      throw new Error(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
    }
    return env.SESSION_SECRET;
  }
  if (env.NODE_ENV === 'production') throw new Error('SESSION_SECRET is required in production');
  const file = path.join(env.DATA_DIR, 'session-secret');
  mkdirSync(env.DATA_DIR, { recursive: true });
  try {
    // 'wx': two processes starting at once keep whichever secret was written first.
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH)
    throw new Error(`${file} holds a secret that is too short; delete it to generate a new one`);
  return secret;
}
