import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { emailedCodes } from '../../platform/db/schema/index.ts';
import type { CodeScope } from './code-scope.ts';

const DAY_MS = 24 * 60 * 60_000;

/** Codes last sent over a day ago whose email is not locked: nothing any limit still needs. */
export async function purgeSpentEmailedCodes(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .delete(emailedCodes)
    .where(
      and(
        lt(emailedCodes.lastSentAt, new Date(now.getTime() - DAY_MS)),
        or(isNull(emailedCodes.lockedUntil), lt(emailedCodes.lockedUntil, now)),
      ),
    )
    .returning({ email: emailedCodes.email });
  return rows.length;
}

/** Every code of one scope, e.g. an event's non-member codes when its records are purged. */
export async function purgeEmailedCodesOf(db: DbOrTx, scope: CodeScope): Promise<number> {
  const rows = await db.delete(emailedCodes).where(eq(emailedCodes.scope, scope)).returning({ email: emailedCodes.email });
  return rows.length;
}
