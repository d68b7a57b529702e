import { sql } from 'drizzle-orm';
import type { EventPage } from '../../../contract/event-views.ts';
import type { Db } from '../../platform/db/client.ts';
import { oncePerDatabase } from '../../platform/db/once-per-database.ts';
import { events } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { canSeeOnlineUrl, canViewEvent, viewerIsCommunityMember } from '../hosts/event-access.ts';
import { toEventPageCore } from './event-dto.ts';
import { eventPageCacheOf } from './event-page-cache.ts';
import { publicHostsJson, viewerRole } from './event-queries.ts';
import { registrationFactsFrom, registrationFactsJson } from '../registration-state/registration-facts.ts';
import { eventRegistrationState } from '../registration-state/registration-state.ts';
import type { EventDeps } from '../editing/events.service.ts';

const byHandle = sql`lower(${events.handle}) = lower(${sql.placeholder('handle')})`;

// Every page read runs one of these: prepared once per database handle, so the PostgreSQL server
// plans their subqueries once per connection rather than on every read.
const eventPageQueries = oncePerDatabase((db) => ({
  anonymous: db
    .select({
      event: events,
      hosts: publicHostsJson(),
      myRole: viewerRole(null),
      isMember: viewerIsCommunityMember(null),
      facts: registrationFactsJson(),
    })
    .from(events)
    .where(byHandle)
    .prepare('event_page_anonymous'),
  viewer: db
    .select({
      event: events,
      hosts: publicHostsJson(),
      myRole: viewerRole(sql.placeholder('viewerId')),
      isMember: viewerIsCommunityMember(sql.placeholder('viewerId')),
      facts: registrationFactsJson(),
    })
    .from(events)
    .where(byHandle)
    .prepare('event_page_viewer'),
}));

/** The event by handle (any capitals) with its public hosts, the viewer's role and its registration facts: one query. */
export async function findEventByHandle(db: Db, handle: string, viewerId: string | null) {
  if (!/^[A-Za-z0-9-]{3,50}$/.test(handle)) return undefined;
  const queries = eventPageQueries(db);
  const [row] = viewerId ? await queries.viewer.execute({ handle, viewerId }) : await queries.anonymous.execute({ handle });
  return row;
}

/**
 * GET /v1/events/info?handle=. Published events open to anyone with the link (SECRET and unlisted
 * are simply never listed), but a MEMBER_ONLY event only to the approved members of its community
 * and the host team: everyone else, and everyone outside the host team for a draft, gets 404
 * G04002, but for a published MEMBER_ONLY event, which answers 403 G20300 so the page can say it is
 * for members (and GET /v1/events/door names the community), its details still withheld. Anonymous
 * reads may come from the page cache (event-page-cache.ts), which never holds a MEMBER_ONLY page.
 */
export async function getEventPage(deps: EventDeps, viewerId: string | null, handle: string): Promise<EventPage> {
  const cache = viewerId ? undefined : eventPageCacheOf(deps.db);
  const cached = cache?.get(handle);
  if (cached && cached.visibility !== 'MEMBER_ONLY') return cached;
  const found = await findEventByHandle(deps.db, handle, viewerId);
  if (!found || !canViewEvent(found.event, found.myRole, Boolean(found.isMember))) throw new AppError(refusalOf(found));
  const page = await composeEventPage(deps, found, viewerId);
  if (page.status === 'PUBLISHED' && page.visibility !== 'MEMBER_ONLY') cache?.set(handle, page);
  return page;
}

/** Why a visitor who may not open the event is refused: a published MEMBER_ONLY event says so, anything else is not found. */
function refusalOf(found: FoundEvent | undefined): 'G04002' | 'G20300' {
  return found?.event.status === 'PUBLISHED' && found.event.visibility === 'MEMBER_ONLY' ? 'G20300' : 'G04002';
}

export type FoundEvent = NonNullable<Awaited<ReturnType<typeof findEventByHandle>>>;

/** The page from what findEventByHandle read: no further query, but for an online event's link. */
export async function composeEventPage(deps: EventDeps, found: FoundEvent, viewerId: string | null): Promise<EventPage> {
  const { event, myRole, hosts } = found;
  const showOnlineUrl =
    event.locationMode === 'ONLINE' && (await canSeeOnlineUrl(deps.db, event, { userId: viewerId, role: myRole }));
  const registrationState = eventRegistrationState(event, deps.clock.now(), registrationFactsFrom(event, found.facts));
  return { ...toEventPageCore(event, myRole, showOnlineUrl), hosts, registrationState };
}
