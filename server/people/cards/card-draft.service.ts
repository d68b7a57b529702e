// The card form, pre-filled: the profile first; where the profile is empty, the person's answers to
// the event's registration form (a guest who typed their organization there needn't type it again).
import { and, eq } from 'drizzle-orm';
import { defaultHiddenCardFields, type CardField, type ProfileCardDraft } from '../../../contract/people.ts';
import type { ProfileQuestionKind } from '../../../contract/registrations.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registrationAnswers, registrations } from '../../platform/db/schema/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { getProfile } from '../../identity/index.ts';
import { findCard } from './card-rows.ts';

const answerFields: Partial<Record<ProfileQuestionKind, CardField | 'name'>> = {
  NAME: 'name',
  BIO: 'bio',
  ORGANIZATION: 'organization',
  JOB_TITLE: 'jobTitle',
  INDUSTRY: 'industry',
  YEARS_OF_EXPERIENCE: 'yearsOfExperience',
  SKILL: 'skills',
  TAG: 'tags',
  SOCIAL: 'socials',
  LOCATION: 'location',
  PHONE_NUMBER: 'phoneNumber',
  DATE_OF_BIRTH: 'dateOfBirth',
};

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

export async function getCardDraft(deps: AppDeps, userId: string, eventId: string | undefined): Promise<ProfileCardDraft> {
  const profile = await getProfile(deps, userId);
  const card = await findCard(deps.db, userId);
  const draft: ProfileCardDraft = {
    name: profile.name,
    bio: profile.bio,
    organization: profile.organization,
    jobTitle: profile.jobTitle,
    industry: profile.industry,
    yearsOfExperience: profile.yearsOfExperience,
    skills: profile.skills,
    tags: profile.tags,
    socials: profile.socials,
    location: profile.location,
    email: profile.email,
    phoneNumber: profile.phoneNumber,
    dateOfBirth: profile.dateOfBirth,
    attachedFileUrl: profile.attachedFileUrl,
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
  for (const answer of answers) {
    const field = answerFields[answer.question.kind as ProfileQuestionKind];
    if (!field || isEmpty(answer.value) || !isEmpty(draft[field === 'attachedFile' ? 'attachedFileUrl' : field])) continue;
    Object.assign(draft, { [field]: answer.value });
    draft.fromRegistration.push(field);
  }
  return draft;
}
