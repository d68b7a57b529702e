// GET and PUT /v1/event-managements/{id}/reminders: the event's reminders, the defaults until changed.
import { eq } from 'drizzle-orm';
import { DEFAULT_REMINDERS, type ReminderSettings } from '../../../contract/announcements.ts';
import { eventPermissions } from '../../../contract/events.ts';
import { requireEventRole } from '../../events/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { eventReminderSettings } from '../../platform/db/schema/index.ts';

export async function getReminderSettings(deps: AppDeps, actorId: string, eventId: string): Promise<ReminderSettings> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.editEvent);
  const [row] = await deps.db.select().from(eventReminderSettings).where(eq(eventReminderSettings.eventId, event.id));
  return { minutesBefore: row ? row.minutesBefore : [...DEFAULT_REMINDERS] };
}

export async function setReminderSettings(
  deps: AppDeps,
  actorId: string,
  eventId: string,
  settings: ReminderSettings,
): Promise<ReminderSettings> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.editEvent);
  const minutesBefore = [...settings.minutesBefore].sort((a, b) => b - a);
  const values = { eventId: event.id, minutesBefore, updatedAt: deps.clock.now() };
  await deps.db
    .insert(eventReminderSettings)
    .values(values)
    .onConflictDoUpdate({ target: eventReminderSettings.eventId, set: { minutesBefore, updatedAt: values.updatedAt } });
  return { minutesBefore };
}
