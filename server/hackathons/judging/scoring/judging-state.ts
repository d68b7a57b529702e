// The judging window and the settings row. Judging opens at the hackathon's submission deadline
// (no deadline: it never opens) and closes when the host publishes the results. Changes that must
// agree on that state — criteria edits, submits, publishing — lock the settings row first.
import { eq } from 'drizzle-orm';
import { type JudgingWindow, judgingLimits } from '../../../../contract/judging.ts';
import type { DbOrTx, Tx } from '../../../platform/db/client.ts';
import { judgingSettings } from '../../../platform/db/schema/index.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { submissionDeadlineOf } from '../../settings/settings.service.ts';

export type SettingsRow = typeof judgingSettings.$inferSelect;

export async function readSettings(db: DbOrTx, eventId: string): Promise<Omit<SettingsRow, 'updatedAt'>> {
  const [row] = await db.select().from(judgingSettings).where(eq(judgingSettings.eventId, eventId));
  return (
    row ?? {
      eventId,
      judgesPerProject: judgingLimits.judgesPerProject.default,
      perTrack: false,
      lastAssignedAt: null,
      publishedAt: null,
    }
  );
}

/** The row, made if missing, locked for the rest of the transaction. */
export async function lockSettings(tx: Tx, eventId: string, now: Date, mode: 'update' | 'share'): Promise<SettingsRow> {
  await tx.insert(judgingSettings).values({ eventId, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx.select().from(judgingSettings).where(eq(judgingSettings.eventId, eventId)).for(mode);
  return row;
}

export function windowOf(deadline: Date | null, publishedAt: Date | null, now: Date): JudgingWindow {
  const status = publishedAt ? 'CLOSED' : deadline && now.getTime() >= deadline.getTime() ? 'OPEN' : 'NOT_STARTED';
  return { status, opensAt: deadline?.toISOString() ?? null, publishedAt: publishedAt?.toISOString() ?? null };
}

export async function readWindow(db: DbOrTx, eventId: string, now: Date): Promise<JudgingWindow> {
  const [deadline, settings] = await Promise.all([submissionDeadlineOf(db, eventId), readSettings(db, eventId)]);
  return windowOf(deadline, settings.publishedAt, now);
}

/** Scoring is allowed only while the window is open: before it G20101, after publishing G20102. */
export function requireOpen(window: JudgingWindow): void {
  if (window.status === 'NOT_STARTED') throw new AppError('G20101');
  if (window.status === 'CLOSED') throw new AppError('G20102');
}
