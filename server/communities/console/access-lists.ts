// The barred list (accounts kept out, by email) and the allow-list (addresses or domains admitted
// at once), as the apply use case reads them.
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { communityAllowed, communityBarred } from '../../platform/db/schema/index.ts';

export async function isBarred(db: DbOrTx, communityId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: communityBarred.email })
    .from(communityBarred)
    .where(and(eq(communityBarred.communityId, communityId), eq(communityBarred.email, email.toLowerCase())));
  return Boolean(row);
}

export async function isAllowListed(db: DbOrTx, communityId: string, email: string): Promise<boolean> {
  const address = email.toLowerCase();
  const domain = address.slice(address.lastIndexOf('@') + 1);
  const [row] = await db
    .select({ entry: communityAllowed.entry })
    .from(communityAllowed)
    .where(and(eq(communityAllowed.communityId, communityId), inArray(communityAllowed.entry, [address, domain])));
  return Boolean(row);
}
