// Deliverables can be added and removed, and teams change through requests and invitations, until
// the submission deadline: at the deadline itself and after it, neither (G20062, G20403). No
// deadline: always open.
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { hackathonSettings } from '../../platform/db/schema/index.ts';
import { eq } from 'drizzle-orm';

export const isSubmissionOpen = (deadline: Date | null, now: Date) => deadline === null || now.getTime() < deadline.getTime();

/**
 * Checked in the transaction of the change, against the deadline row locked for share: a host
 * moving the deadline waits for the change, and the change sees the deadline it is judged by.
 */
export async function requireSubmissionOpen(
  tx: Tx,
  eventId: string,
  now: Date,
  code: 'G20062' | 'G20403' = 'G20062',
): Promise<void> {
  const [row] = await tx
    .select({ deadline: hackathonSettings.submissionDeadline })
    .from(hackathonSettings)
    .where(eq(hackathonSettings.eventId, eventId))
    .for('share');
  if (!isSubmissionOpen(row?.deadline ?? null, now)) throw new AppError(code);
}
