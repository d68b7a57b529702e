// Handles: chosen from the name at sign-up, editable in the profile, unique whatever their capitals
// (stored lower-cased; the database's unique constraint decides races).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { limits } from '../../../contract/users.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';

/** "Alex Morgan" → "alex.morgan"; a name with no Latin letters or digits gives "member". */
export function handleBaseFromName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_]+/g, '.')
    .replace(/[^a-z0-9.-]/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.-]+|[.-]+$/g, '')
    .slice(0, limits.handleMax - 5);
  return base.length >= limits.handleMin ? base : 'member';
}

/** The base first, then the base with a random suffix; the caller's insert settles a race. */
export function handleCandidate(base: string, attempt: number): string {
  return attempt === 0 && base !== 'member' ? base : `${base}.${randomBytes(2).toString('hex')}`;
}

export async function isHandleTaken(db: DbOrTx, handle: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.handle, handle.toLowerCase()));
  return Boolean(row);
}
