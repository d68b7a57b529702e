import { eq } from 'drizzle-orm';
import type { EventDetail } from '../../../contract/event-views.ts';
import { eventPermissions, type CreateEvent, type UpdateEvent } from '../../../contract/events.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Tx } from '../../platform/db/client.ts';
import { eventHosts, events } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { requireEventRole } from '../hosts/event-access.ts';
import { toEventDetail } from '../pages/event-dto.ts';
import { forgetEventPage } from '../pages/event-page-cache.ts';
import { generateHandle, isReservedHandle } from './event-handle.ts';
import { checkVisibilityFitsPlace, eventColumns } from './event-input.ts';

export type EventDeps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * What happens, in the same transaction, when an edit changes an event's maximum: registrations seats
 * the waitlist's first in line. Registrations sits above events, so the app hands this in.
 */
export type CapacityChanged = (
  tx: Tx,
  before: { id: string; maxParticipants: number | null },
  after: { id: string; maxParticipants: number | null },
) => Promise<unknown>;

const GENERATED_HANDLE_ATTEMPTS = 5;

/**
 * A new draft, with its creator as the owner (HOST) in the same transaction. A chosen handle that
 * is taken answers G09006; a generated one is drawn again. The unique index decides, not a lookup.
 * MEMBER_ONLY needs a community (G20018).
 */
export async function createEvent(
  deps: EventDeps,
  actorId: string,
  input: CreateEvent,
  place: { communityId?: string } = {},
): Promise<EventDetail> {
  const { handle: chosen, type, ...fields } = input;
  if (chosen && isReservedHandle(chosen)) throw new AppError('G09006');
  checkVisibilityFitsPlace(fields.visibility, place.communityId);
  const columns = eventColumns(fields);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    for (let attempt = 0; attempt < (chosen ? 1 : GENERATED_HANDLE_ATTEMPTS); attempt += 1) {
      const [event] = await tx
        .insert(events)
        .values({
          ...columns,
          title: fields.title,
          type,
          handle: chosen ?? generateHandle(fields.title),
          communityId: place.communityId ?? null,
          startsAt: columns.startsAt!,
          endsAt: columns.endsAt!,
          timezone: columns.timezone!,
          locationMode: columns.locationMode!,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!event) continue;
      await tx.insert(eventHosts).values({ eventId: event.id, userId: actorId, role: 'HOST', addedAt: now });
      return toEventDetail(event, 'HOST');
    }
    throw new AppError('G09006');
  });
}

/** GET /v1/event-managements/{id}: the whole event for anyone on its host team. */
export async function getManagedEvent(deps: EventDeps, actorId: string, eventId: string): Promise<EventDetail> {
  const { event, role } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.viewManagement);
  return toEventDetail(event, role);
}

/** A partial update with the same rules as creation (HOST, CO_HOST); an event never changes community. */
export async function updateEvent(
  deps: EventDeps & Pick<AppDeps, 'kickOutbox'> & { capacityChanged: CapacityChanged },
  actorId: string,
  eventId: string,
  input: UpdateEvent,
): Promise<EventDetail> {
  const { event, role } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.editEvent);
  checkVisibilityFitsPlace(input.visibility, event.communityId);
  const columns = eventColumns(input, event);
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(events)
      .set({ ...columns, updatedAt: deps.clock.now() })
      .where(eq(events.id, event.id))
      .returning();
    if (row) await deps.capacityChanged(tx, event, row);
    return row;
  });
  if (!updated) throw new AppError('G04002');
  deps.kickOutbox();
  forgetEventPage(deps.db, event.id);
  return toEventDetail(updated, role);
}

/** The owner only. The host team goes with it; the handle becomes free. */
export async function deleteEvent(deps: EventDeps, actorId: string, eventId: string): Promise<void> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.deleteEvent);
  await deps.db.delete(events).where(eq(events.id, event.id));
  forgetEventPage(deps.db, event.id);
}
