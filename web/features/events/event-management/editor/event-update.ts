import type { UpdateEventInput } from '../../../../../contract/events.ts';
import { eventPayload } from './event-form-values.ts';
import type { EventFormValues } from './event-form-values.ts';

const timeKeys = ['startsAt', 'endsAt', 'allDay', 'timezone'] as const;
const editableKeys = [
  'title',
  'eventTypes',
  'eventFields',
  ...timeKeys,
  'location',
  'description',
  'coverImageUrl',
  'approvalRequired',
  'visibility',
  'listed',
  'maxParticipants',
] as const;

/**
 * The PATCH body: only what changed since the form was loaded, so two hosts editing different
 * parts do not undo each other. The four time fields travel together (the server checks them as one).
 */
export function changedFields(values: EventFormValues, initial: EventFormValues): UpdateEventInput {
  const now = eventPayload(values) as Record<string, unknown>;
  const before = eventPayload(initial) as Record<string, unknown>;
  const changed = editableKeys.filter((key) => JSON.stringify(now[key]) !== JSON.stringify(before[key]));
  const keys = changed.some((key) => (timeKeys as readonly string[]).includes(key))
    ? new Set([...changed, ...timeKeys])
    : new Set(changed);
  return Object.fromEntries([...keys].map((key) => [key, now[key]]));
}
