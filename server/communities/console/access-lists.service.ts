// The owner's and managers' lists: barred accounts (by email) and the allow-list.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-deps.ts';
import { communityAllowed, communityBarred, communityMembers, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { isUniqueViolation } from '../../identity/index.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export async function listBarred(deps: Deps, communityId: string) {
  const rows = await deps.db
    .select()
    .from(communityBarred)
    .where(eq(communityBarred.communityId, communityId))
    .orderBy(asc(communityBarred.email));
  return rows.map((row) => ({ email: row.email, createdAt: row.createdAt.toISOString() }));
}

/** Bars an email; the account behind it (not the owner, G20202) loses its membership or application. */
export async function bar(deps: Deps, communityId: string, email: string) {
  const address = email.toLowerCase();
  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, address));
      if (account) {
        const [owner] = await tx
          .select({ userId: communityMembers.userId })
          .from(communityMembers)
          .where(
            and(
              eq(communityMembers.communityId, communityId),
              eq(communityMembers.userId, account.id),
              eq(communityMembers.role, 'OWNER'),
            ),
          );
        if (owner) throw new AppError('G20202');
        await tx
          .delete(communityMembers)
          .where(
            and(
              eq(communityMembers.communityId, communityId),
              eq(communityMembers.userId, account.id),
              ne(communityMembers.role, 'OWNER'),
            ),
          );
      }
      await tx.insert(communityBarred).values({ communityId, email: address, createdAt: now });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('G09023');
    throw error;
  }
  return { email: address, createdAt: now.toISOString() };
}

export async function unbar(deps: Deps, communityId: string, email: string) {
  const removed = await deps.db
    .delete(communityBarred)
    .where(and(eq(communityBarred.communityId, communityId), eq(communityBarred.email, email.toLowerCase())))
    .returning();
  if (removed.length === 0) throw new AppError('G04022');
}

const kindOf = (entry: string) => (entry.includes('@') ? ('EMAIL' as const) : ('DOMAIN' as const));

export async function listAllowed(deps: Deps, communityId: string) {
  const rows = await deps.db
    .select()
    .from(communityAllowed)
    .where(eq(communityAllowed.communityId, communityId))
    .orderBy(asc(communityAllowed.entry));
  return rows.map((row) => ({ entry: row.entry, kind: kindOf(row.entry), createdAt: row.createdAt.toISOString() }));
}

export async function allow(deps: Deps, communityId: string, entry: string) {
  const now = deps.clock.now();
  try {
    await deps.db.insert(communityAllowed).values({ communityId, entry, createdAt: now });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('G09023');
    throw error;
  }
  return { entry, kind: kindOf(entry), createdAt: now.toISOString() };
}

export async function disallow(deps: Deps, communityId: string, entry: string) {
  const removed = await deps.db
    .delete(communityAllowed)
    .where(
      and(
        eq(communityAllowed.communityId, communityId),
        eq(communityAllowed.entry, entry.trim().toLowerCase().replace(/^@/, '')),
      ),
    )
    .returning();
  if (removed.length === 0) throw new AppError('G04022');
}
