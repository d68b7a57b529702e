// The one way a membership or application ends, whoever ends it (a manager's removal, the person
// leaving): a single conditional delete that never touches the owner. Nothing else is cleaned up
// because nothing else needs to be: the directory, curations, likes and coffee chats read the
// approved membership at every request, so a person without a row is simply no longer shown.
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { CommunityStatus } from '../../../contract/communities.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { communityMembers } from '../../platform/db/schema/index.ts';

/** Deletes the person's row if it is in one of `statuses` and not the owner's; whether it did. */
export async function deleteMembership(
  db: DbOrTx,
  communityId: string,
  userId: string,
  statuses: readonly CommunityStatus[],
): Promise<boolean> {
  const deleted = await db
    .delete(communityMembers)
    .where(
      and(
        eq(communityMembers.communityId, communityId),
        eq(communityMembers.userId, userId),
        ne(communityMembers.role, 'OWNER'),
        inArray(communityMembers.status, [...statuses]),
      ),
    )
    .returning({ userId: communityMembers.userId });
  return deleted.length > 0;
}
