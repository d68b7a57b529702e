import type { z } from 'zod';
import { ProfileCardFormSchema } from '../../../../../contract/people.ts';
import type { CardField, MyCard, NetworkingRole, ProfileCardDraft, ProfileCardForm } from '../../../../../contract/people.ts';
import { cardInputKeys, type CardInputKey } from '../../../../../contract/profile-fields.ts';
import type { HackathonSkill } from '../../../../../contract/users.ts';
import { toFieldFormValues, toFieldRequest, type FieldFormValues } from '../../../../components/people/profile-field-values.ts';

/** What the card form holds: text inputs hold strings, never null (the fields are contract/profile-fields.ts's). */
export type CardFormValues = { name: string } & FieldFormValues<CardInputKey> & {
    roles: NetworkingRole[];
    seeking: NetworkingRole[];
    seekingSkills: HackathonSkill[];
    hiddenFields: CardField[];
  };

/** The card's starting values: my card when I have one, else the draft. */
export function toCardFormValues(source: MyCard | ProfileCardDraft): CardFormValues {
  return {
    name: source.name,
    ...toFieldFormValues(cardInputKeys, source),
    roles: [...source.roles],
    seeking: [...source.seeking],
    seekingSkills: [...source.seekingSkills],
    hiddenFields: [...source.hiddenFields],
  };
}

/**
 * The POST/PATCH body: a location typed by hand is MANUAL, and an unchanged one keeps its stored
 * parts; a link row left empty is not sent.
 */
export function toCardRequest(values: CardFormValues, source: MyCard | ProfileCardDraft): ProfileCardForm {
  return {
    name: values.name,
    ...toFieldRequest(cardInputKeys, values, source),
    roles: values.roles,
    seeking: values.seeking,
    seekingSkills: values.seekingSkills,
    hiddenFields: values.hiddenFields,
  };
}

/** Where an issue shows in the form: the first part of its path (a tag's issue on the tags input). */
const formPathOf = (requestPath: ReadonlyArray<PropertyKey> | string) =>
  String((typeof requestPath === 'string' ? requestPath.split('.') : requestPath)[0] ?? 'form');

/** The form's errors (field → message key), checked with the API's own schema. */
export function validateCard(values: CardFormValues, source: MyCard | ProfileCardDraft): Record<string, string> {
  const result = ProfileCardFormSchema.safeParse(toCardRequest(values, source));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of (result.error as z.ZodError).issues) errors[formPathOf(issue.path)] ??= issue.message;
  return errors;
}

/** The API's `fields` (request path → message key), placed the same way. */
export function cardErrorsFromFields(fields: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [requestPath, message] of Object.entries(fields)) errors[formPathOf(requestPath)] ??= message;
  return errors;
}
