import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { registrations } from '../../platform/db/schema/index.ts';

/** Whether the member holds an approved registration for the event (e.g. may see its online address). */
export async function isApprovedGuest(db: DbOrTx, eventId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, userId), eq(registrations.status, 'APPROVED')))
    .limit(1);
  return Boolean(row);
}
