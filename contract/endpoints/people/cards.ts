import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import {
  CardFieldSchema,
  CardVisibilitySchema,
  MutualEventSchema,
  MyCardSchema,
  ProfileCardDraftSchema,
  ProfileCardFormSchema,
  UpdateProfileCardSchema,
} from '../../people.ts';

const tags = ['people'];
const MyCardResponse = z.object({ data: MyCardSchema });
const fieldParams = z.object({ fieldId: CardFieldSchema });
const Visibility = z.object({ data: CardVisibilitySchema });
/** A duplicate tag (G20011) or social type (G10014) in the form. */
const codedFields = ['G20011', 'G10014'] as const;

/** My card with every value and what I hide. */
export const getMyProfileCard = endpoint({
  method: 'GET',
  path: '/v1/me/profile-card',
  responses: { 200: MyCardResponse },
  errors: ['G04004'],
  tags,
  description: 'My card with every value and what I hide; 404 G04004 when I have none.',
});

/** The card form pre-filled from my profile and an event's registration answers. */
export const getMyProfileCardDraft = endpoint({
  method: 'GET',
  path: '/v1/me/profile-card/draft',
  query: z.object({ eventId: z.string().max(64).optional() }),
  responses: { 200: z.object({ data: ProfileCardDraftSchema }) },
  errors: [],
  tags,
  description: "The card form pre-filled from my profile and, where it is empty, my answers to the event's registration form.",
});

/** Creates my card; its values go to my profile. */
export const createMyProfileCard = endpoint({
  method: 'POST',
  path: '/v1/me/profile-card',
  body: ProfileCardFormSchema,
  responses: { 201: MyCardResponse },
  errors: ['G09005', ...codedFields],
  tags,
  description: 'Creates my card (its values go to my profile). A second card: 409 G09005. A duplicate tag: 400 G20011.',
});

/** Changes any part of my card. */
export const updateMyProfileCard = endpoint({
  method: 'PATCH',
  path: '/v1/me/profile-card',
  body: UpdateProfileCardSchema,
  responses: { 200: MyCardResponse },
  errors: ['G04004', ...codedFields],
  tags,
  description: 'Changes any part of my card; 404 G04004 without one.',
});

/** Shows one field of my card to everyone else. */
export const showMyProfileCardField = endpoint({
  method: 'POST',
  path: '/v1/me/fields/:fieldId/show',
  params: fieldParams,
  responses: { 200: Visibility },
  errors: ['G04004'],
  tags,
  description: 'Shows one field of my card to everyone else; 404 G04004 without a card.',
});

/** Hides one field of my card from everyone else. */
export const hideMyProfileCardField = endpoint({
  method: 'POST',
  path: '/v1/me/fields/:fieldId/hide',
  params: fieldParams,
  responses: { 200: Visibility },
  errors: ['G04004'],
  tags,
  description: 'Hides one field of my card to everyone else; 404 G04004 without a card.',
});

/** Published events both I and another person attended. */
export const listMutualEvents = endpoint({
  method: 'GET',
  path: '/v1/users/events/mutuals',
  query: z.object({ userId: z.uuid({ error: 'validation.invalid' }) }),
  responses: { 200: z.object({ data: z.array(MutualEventSchema) }) },
  errors: [],
  tags,
  description: 'Published events both I and the other person attended (approved registration or host team).',
});
