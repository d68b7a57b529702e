import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ProAccessRequest, ProAccessRequestInput } from '../../../contract/pro-access.ts';
import { ProAccessRequestInputSchema } from '../../../contract/pro-access.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { proAccessRequests, users } from '../../platform/db/schema/index.ts';
import type { Env } from '../../platform/env.ts';
import { AppError } from '../../platform/http/errors.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { isUniqueViolation } from '../accounts/users.service.ts';
import { proAccessGrantedEmail, proAccessRequestedEmail } from './pro-access-emails.ts';

type RequestRow = typeof proAccessRequests.$inferSelect;

const toView = (row: RequestRow): ProAccessRequest => ({
  status: row.status,
  name: row.name,
  organization: row.organization,
  plans: row.plans,
  createdAt: row.createdAt.toISOString(),
  grantedAt: row.grantedAt?.toISOString() ?? null,
});

/**
 * POST /v1/me/pro-access-request: stored, and every operator emailed in the same transaction.
 * One pending request per person (G20500: the unique index decides); PRO already: G20501.
 */
export async function requestProAccess(deps: AppDeps, userId: string, input: ProAccessRequestInput): Promise<ProAccessRequest> {
  const { name, organization, plans } = ProAccessRequestInputSchema.parse(input);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId));
      if (!user) throw new AppError('G04001');
      if (user.accessLevel === 'PRO') throw new AppError('G20501');
      const created = await storeProAccessRequest(tx, deps.clock.now(), userId, { name, organization, plans });
      for (const operator of deps.env.OPERATOR_EMAILS) {
        await enqueueEmail(tx, deps.clock, proAccessRequestedEmail(operator, { ...created, email: user.email }));
      }
      return created;
    });
    deps.kickOutbox();
    return toView(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('G20500');
    throw error;
  }
}

/** A pending request, as the person wrote it (the demo data writes one too). */
export async function storeProAccessRequest(
  tx: DbOrTx,
  now: Date,
  userId: string,
  fields: { name: string; organization: string; plans: string },
): Promise<RequestRow> {
  const [created] = await tx
    .insert(proAccessRequests)
    .values({ userId, ...fields, createdAt: now })
    .returning();
  return created;
}

/** GET /v1/me/pro-access-request: the latest request, or null. */
export async function getLatestProAccessRequest(db: Db, userId: string): Promise<ProAccessRequest | null> {
  const [row] = await db
    .select()
    .from(proAccessRequests)
    .where(eq(proAccessRequests.userId, userId))
    .orderBy(desc(proAccessRequests.createdAt))
    .limit(1);
  return row ? toView(row) : null;
}

/** The pending requests, oldest first, with the email each is granted by. */
export async function listPendingProAccessRequests(db: Db) {
  return db
    .select({ email: users.email, request: proAccessRequests })
    .from(proAccessRequests)
    .innerJoin(users, eq(users.id, proAccessRequests.userId))
    .where(eq(proAccessRequests.status, 'PENDING'))
    .orderBy(asc(proAccessRequests.createdAt));
}

/**
 * The operator grants PRO access to the account with this email (G04001 when there is none): the
 * access level, the pending request marked granted, and the person's email, in one transaction.
 * The session version moves on, so open sessions pick the new level up at their next refresh.
 */
export async function grantProAccess(deps: { db: Db; clock: Clock; env: Pick<Env, 'APP_ORIGIN'> }, email: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ accessLevel: 'PRO', tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(eq(users.email, email.trim().toLowerCase()))
      .returning();
    if (!user) throw new AppError('G04001');
    const granted = await tx
      .update(proAccessRequests)
      .set({ status: 'GRANTED', grantedAt: now })
      .where(and(eq(proAccessRequests.userId, user.id), eq(proAccessRequests.status, 'PENDING')))
      .returning();
    const request = granted[0] ?? { id: `${user.id}:${now.getTime()}` };
    await enqueueEmail(tx, deps.clock, proAccessGrantedEmail(deps.env, request, user));
    return { user, requested: granted.length > 0 };
  });
}
