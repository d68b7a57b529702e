// The card form, pre-filled: the profile first; where the profile is empty, the person's answers to
// the event's registration form (a guest who typed their organization there needn't type it again).
import { and, eq } from 'drizzle-orm';
import { defaultHiddenCardFields, type ProfileCardDraft } from '../../../contract/people.ts';
import { cardFieldOf, cardValueKeys, fieldOfQuestion, isProfileInput, pickFields } from '../../../contract/profile-fields.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registrationAnswers, registrations } from '../../platform/db/schema/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { getProfile } from '../../identity/index.ts';
import { findCard } from './card-rows.ts';

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

export async function getCardDraft(deps: AppDeps, userId: string, eventId: string | undefined): Promise<ProfileCardDraft> {
  const profile = await getProfile(deps, userId);
  const card = await findCard(deps.db, userId);
  const draft: ProfileCardDraft = {
    name: profile.name,
    ...pickFields(profile, cardValueKeys),
    roles: card?.roles ?? [],
    seeking: card?.seeking ?? [],
    seekingSkills: card?.seekingSkills ?? [],
    hiddenFields: card?.hiddenFields ?? [...defaultHiddenCardFields],
    fromRegistration: [],
  };
  if (!eventId || !isUuid(eventId)) return draft;
  const answers = await deps.db
    .select({ question: registrationAnswers.question, value: registrationAnswers.value })
    .from(registrationAnswers)
    .innerJoin(registrations, eq(registrations.id, registrationAnswers.registrationId))
    .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, userId)));
  return fillDraftFromAnswers(draft, answers);
}

/**
 * Fills the draft's empty values from answers to a form (an event's registration form, a
 * community's profile form), marking each one filled so the form can say where it came from.
 */
export function fillDraftFromAnswers(
  draft: ProfileCardDraft,
  answers: readonly { question: { kind: string }; value: unknown }[],
): ProfileCardDraft {
  for (const answer of answers) {
    // the card's own fields the answers may fill (never the account's email)
    const key = fieldOfQuestion(answer.question.kind);
    const field = key === 'name' ? 'name' : key && isProfileInput(key) ? cardFieldOf(key) : null;
    if (!key || !field || isEmpty(answer.value) || !isEmpty(draft[key])) continue;
    Object.assign(draft, { [key]: answer.value });
    draft.fromRegistration.push(field);
  }
  return draft;
}
