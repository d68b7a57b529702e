// Every event gets its registration pieces the first time anything needs them: a form (published,
// asking for name and email), a default ticket (unlimited, on sale until the event ends) and the
// seat counter. Idempotent and safe under concurrency: each insert yields to an existing row.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { eventSeats, registrationForms, registrationQuestions, tickets } from '../../platform/db/schema/index.ts';
import { spreadRanks } from '../forms/question-rank.ts';

export const defaultQuestions = [
  { kind: 'NAME', requirement: 'REQUIRED' },
  { kind: 'EMAIL', requirement: 'REQUIRED' },
] as const;

export type FormRow = typeof registrationForms.$inferSelect;

/** The event's form, created with its defaults when missing. */
export async function ensureRegistrationSetup(tx: DbOrTx, eventId: string, now: Date): Promise<FormRow> {
  const [existing] = await tx.select().from(registrationForms).where(eq(registrationForms.eventId, eventId));
  if (existing) return existing;
  const [created] = await tx
    .insert(registrationForms)
    .values({ eventId, publishedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (created) {
    const ranks = spreadRanks(defaultQuestions.length);
    await tx
      .insert(registrationQuestions)
      .values(defaultQuestions.map((q, index) => ({ eventId, ...q, rank: ranks[index], createdAt: now, updatedAt: now })));
    await tx.insert(tickets).values({ eventId, isDefault: true, createdAt: now, updatedAt: now }).onConflictDoNothing();
    await tx.insert(eventSeats).values({ eventId }).onConflictDoNothing();
    return created;
  }
  // Someone else created it a moment ago.
  const [form] = await tx.select().from(registrationForms).where(eq(registrationForms.eventId, eventId));
  return form;
}
