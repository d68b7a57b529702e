import { eq } from 'drizzle-orm';
import type { EventDetail } from '../../../contract/event-views.ts';
import { eventPermissions } from '../../../contract/events.ts';
import { events } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { requireEventRole } from '../hosts/event-access.ts';
import { toEventDetail } from '../pages/event-dto.ts';
import { forgetEventPage } from '../pages/event-page-cache.ts';
import { isReservedHandle, isUniqueViolation } from './event-handle.ts';
import type { EventDeps } from './events.service.ts';

type EventChange = Partial<typeof events.$inferInsert>;

async function change(
  deps: EventDeps,
  actorId: string,
  eventId: string,
  permission: 'editEvent' | 'publishEvent',
  set: (now: Date) => EventChange,
) {
  const found = await requireEventRole(deps.db, eventId, actorId, eventPermissions[permission]);
  return apply(deps, found, set);
}

async function apply(
  deps: EventDeps,
  { event, role }: Awaited<ReturnType<typeof requireEventRole>>,
  set: (now: Date) => EventChange,
) {
  const now = deps.clock.now();
  const [updated] = await deps.db
    .update(events)
    .set({ ...set(now), updatedAt: now })
    .where(eq(events.id, event.id))
    .returning();
  if (!updated) throw new AppError('G04002');
  forgetEventPage(deps.db, event.id);
  return toEventDetail(updated, role);
}

/** DRAFT → PUBLISHED. Publishing a published event changes nothing but the answer is the same. */
export async function publishEvent(deps: EventDeps, actorId: string, eventId: string): Promise<EventDetail> {
  const found = await requireEventRole(deps.db, eventId, actorId, eventPermissions.publishEvent);
  if (found.event.status === 'PUBLISHED') return toEventDetail(found.event, found.role);
  return apply(deps, found, (now) => ({ status: 'PUBLISHED', publishedAt: now }));
}

/** Back to a draft: the page answers 404 to everyone outside the host team again. */
export async function unpublishEvent(deps: EventDeps, actorId: string, eventId: string): Promise<EventDetail> {
  return change(deps, actorId, eventId, 'publishEvent', () => ({ status: 'DRAFT', publishedAt: null }));
}

/** PATCH …/url. The old link stops working at once; a taken or reserved handle answers 409 G09006. */
export async function changeEventHandle(deps: EventDeps, actorId: string, eventId: string, handle: string): Promise<EventDetail> {
  if (isReservedHandle(handle)) throw new AppError('G09006');
  try {
    return await change(deps, actorId, eventId, 'editEvent', () => ({ handle }));
  } catch (error) {
    if (isUniqueViolation(error, 'events_handle_lower_unique')) throw new AppError('G09006');
    throw error;
  }
}

export async function setPhotoLink(
  deps: EventDeps,
  actorId: string,
  eventId: string,
  photoLink: string | null,
): Promise<EventDetail> {
  return change(deps, actorId, eventId, 'editEvent', () => ({ photoLink }));
}

export async function setContentsLink(
  deps: EventDeps,
  actorId: string,
  eventId: string,
  contentsLink: string | null,
): Promise<EventDetail> {
  return change(deps, actorId, eventId, 'editEvent', () => ({ contentsLink }));
}
