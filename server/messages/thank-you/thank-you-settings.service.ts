// GET and PUT /v1/event-managements/{id}/thank-you: whether attendees get a thank-you (off until turned on).
import { eq } from 'drizzle-orm';
import { eventPermissions } from '../../../contract/events.ts';
import type { ThankYouSettings } from '../../../contract/thank-you.ts';
import { requireEventRole } from '../../events/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { thankYouSettings } from '../../platform/db/schema/index.ts';

export async function getThankYouSettings(deps: AppDeps, actorId: string, eventId: string): Promise<ThankYouSettings> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.editEvent);
  const [row] = await deps.db.select().from(thankYouSettings).where(eq(thankYouSettings.eventId, event.id));
  return { enabled: row?.enabled ?? false };
}

export async function setThankYouSettings(
  deps: AppDeps,
  actorId: string,
  eventId: string,
  settings: ThankYouSettings,
): Promise<ThankYouSettings> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.editEvent);
  const updatedAt = deps.clock.now();
  await deps.db
    .insert(thankYouSettings)
    .values({ eventId: event.id, enabled: settings.enabled, updatedAt })
    .onConflictDoUpdate({ target: thankYouSettings.eventId, set: { enabled: settings.enabled, updatedAt } });
  return { enabled: settings.enabled };
}
