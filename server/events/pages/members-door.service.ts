// The door of a member-only event: to someone it is closed to, the community it belongs to, so the
// page can offer to apply or sign in. Nothing of the event itself (title, time, place) is said.
import { eq } from 'drizzle-orm';
import type { EventDoor } from '../../../contract/event-views.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { communities } from '../../platform/db/schema/index.ts';
import { communityOrigin } from '../../platform/http/community-host.ts';
import { AppError } from '../../platform/http/errors.ts';
import { canViewEvent } from '../hosts/event-access.ts';
import { findEventByHandle } from './event-page.service.ts';

/**
 * GET /v1/events/door?handle=: a published MEMBER_ONLY event the viewer may not open. Anything
 * else (unknown, a draft, an event the viewer may open) answers 404 G04002: the door is only for
 * those the page turns away with G20300.
 */
export async function getMembersOnlyDoor(
  deps: Pick<AppDeps, 'db' | 'env'>,
  viewerId: string | null,
  handle: string,
): Promise<EventDoor> {
  const found = await findEventByHandle(deps.db, handle, viewerId);
  if (
    !found ||
    found.event.status !== 'PUBLISHED' ||
    found.event.visibility !== 'MEMBER_ONLY' ||
    !found.event.communityId ||
    canViewEvent(found.event, found.myRole, Boolean(found.isMember))
  )
    throw new AppError('G04002');
  const [community] = await deps.db
    .select({ id: communities.id, name: communities.name, handle: communities.handle })
    .from(communities)
    .where(eq(communities.id, found.event.communityId));
  if (!community) throw new AppError('G04002');
  return { community: { ...community, url: communityOrigin(deps.env, community.handle) } };
}
