import { createHmac } from 'node:crypto';
import { and, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { emailedCodes } from '../../platform/db/schema/index.ts';

/** What a code proves: an account's email (sign-in and sign-up), or a non-member's email for one event. */
export type CodeScope = 'account' | `event:${string}`;

export const accountScope: CodeScope = 'account';
export const eventScope = (eventId: string): CodeScope => `event:${eventId}`;

export const HOUR_MS = 60 * 60_000;

/** Timestamps go into hand-written SQL as typed literals, the same on both drivers. */
export const at = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;

const keys = new Map<string, Buffer>();

/** Only a keyed hash of a code is stored; the key is derived from the session secret for this use alone. */
export function hashCode(secret: string, scope: CodeScope, email: string, code: string): string {
  let key = keys.get(secret);
  if (!key) {
    key = createHmac('sha256', secret).update('moim:email-code').digest();
    keys.set(secret, key);
  }
  return createHmac('sha256', key).update(`${scope}:${email}:${code}`).digest('base64url');
}

export const codeRow = (scope: CodeScope, email: string) => and(eq(emailedCodes.scope, scope), eq(emailedCodes.email, email));

export const notLocked = (now: Date) => or(isNull(emailedCodes.lockedUntil), lte(emailedCodes.lockedUntil, now));
