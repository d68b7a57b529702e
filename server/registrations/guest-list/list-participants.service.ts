// GET /v1/event-managements/{id}/participants: one page of the event's guests and how many match.
// One query does both: the page is chosen on `registrations` alone with the match count as a
// window over the same scan, and only the page's rows get their extras. A page past the end has
// no row to carry the count, so only then a plain count follows.
import { count, eq, sql } from 'drizzle-orm';
import { eventPermissions } from '../../../contract/events.ts';
import type { ParticipantListQuery, ParticipantPage } from '../../../contract/guests.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registrations } from '../../platform/db/schema/index.ts';
import { requireEventRole } from '../../events/index.ts';
import { participantConditions, participantOrder } from './participant-filters.ts';
import { participantColumns, toParticipant } from './participant-row.ts';

export async function listParticipants(
  deps: AppDeps,
  actorId: string,
  eventId: string,
  query: ParticipantListQuery,
): Promise<ParticipantPage> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.viewGuests);
  const where = participantConditions(event.id, query);
  const order = participantOrder(query.sort);
  const page = deps.db
    .select({ id: registrations.id, total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
    .from(registrations)
    .where(where)
    .orderBy(...order)
    .limit(query.take)
    .offset((query.page - 1) * query.take)
    .as('page');
  const rows = await deps.db
    .select({ ...participantColumns, total: page.total })
    .from(registrations)
    .innerJoin(page, eq(page.id, registrations.id))
    .orderBy(...order);
  const total = rows[0]?.total ?? (await deps.db.select({ total: count() }).from(registrations).where(where))[0].total;
  return {
    items: rows.map(toParticipant),
    total,
    page: query.page,
    take: query.take,
    hasMore: query.page * query.take < total,
  };
}
