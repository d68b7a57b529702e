import { CreateEventSchema, UpdateEventSchema } from '../../../../../contract/events.ts';
import { isApiError } from '../../../../api/api-error.ts';
import { eventPayload } from './event-form-values.ts';
import type { EventFormValues } from './event-form-values.ts';

export type FormErrors = Record<string, string>;

/** Where a problem with the request body shows in the form. */
export function formFieldFor(path: readonly PropertyKey[]): string {
  const [head, second] = path.map(String);
  if (head === 'startsAt') return 'startDate';
  if (head === 'endsAt') return 'endDate';
  if (head === 'location') {
    if (second === 'url') return 'onlineUrl';
    if (second === 'detail') return 'detail';
    return 'venue.fullAddress';
  }
  return head ?? 'title';
}

/**
 * The form checked with the same schema the API uses (contract/events.ts). Messages are i18n keys
 * (`validation.*`), translated where they are shown.
 */
export function validateEventForm(values: EventFormValues, mode: 'create' | 'edit'): FormErrors {
  const errors: FormErrors = {};
  if (!values.startDate) errors.startDate = 'validation.required';
  if (!values.endDate) errors.endDate = 'validation.required';
  if (!values.allDay && !values.startTime) errors.startTime = 'validation.required';
  if (!values.allDay && !values.endTime) errors.endTime = 'validation.required';
  const schema = mode === 'create' ? CreateEventSchema : UpdateEventSchema;
  const result = schema.safeParse(eventPayload(values));
  if (!result.success) {
    for (const issue of result.error.issues) errors[formFieldFor(issue.path)] ??= issue.message;
  }
  return errors;
}

/** The API's field errors (already in the request's language), placed on the form's fields. */
export function formErrorsFromApi(error: unknown): FormErrors | null {
  if (!isApiError(error)) return null;
  if (error.errorCode === 'G09006') return { handle: 'errors.eventHandleAlreadyInUse' };
  if (!error.fields) return null;
  const errors: FormErrors = {};
  for (const [path, message] of Object.entries(error.fields)) errors[formFieldFor(path.split('.'))] ??= message;
  return errors;
}
