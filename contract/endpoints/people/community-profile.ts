import { z } from 'zod';
import { CommunityProfileSchema, FieldVisibilitySchema, UpdateCommunityProfileSchema } from '../../community-people.ts';
import { endpoint } from '../../endpoint.ts';
import { id, MEMBERS_ONLY, membersOnly, spaceParams } from './shared.ts';

const tags = ['community members'];
const Profile = z.object({ data: CommunityProfileSchema });
const fieldParams = z.object({ id, fieldId: z.string().max(64) });
const Visibility = z.object({ data: FieldVisibilitySchema });
const fieldErrors = [...membersOnly, 'G04004', 'G04026'] as const;

/** My card in a community as others see it, and my profile-form answers with their visibility. */
export const getMyCommunityProfile = endpoint({
  method: 'GET',
  path: '/v1/communities/:id/me/profile',
  params: spaceParams,
  responses: { 200: Profile },
  errors: membersOnly,
  tags,
  description: `My card here, as others see it, and my profile-form answers with their visibility. ${MEMBERS_ONLY}`,
});

/** Changes any part of my card, making it from my profile when I have none. */
export const updateMyCommunityProfile = endpoint({
  method: 'PATCH',
  path: '/v1/communities/:id/me/profile',
  params: spaceParams,
  body: UpdateCommunityProfileSchema,
  responses: { 200: Profile },
  errors: [...membersOnly, 'G20011', 'G10014'],
  tags,
  description: `Changes any part of my card (made from my profile when I have none); the values are my one profile. A duplicate tag 400 G20011. ${MEMBERS_ONLY}`,
});

/** Shows a card field or one of my profile-form answers to the community's members. */
export const showMyCommunityProfileField = endpoint({
  method: 'POST',
  path: '/v1/communities/:id/me/fields/:fieldId/show',
  params: fieldParams,
  responses: { 200: Visibility },
  errors: fieldErrors,
  tags,
  description: `Shows a card field (my one card's choice, everywhere) or one of my profile-form answers (this community's choice). A card field without a card 404 G04004; a question I did not answer 404 G04026. ${MEMBERS_ONLY}`,
});

/** Hides a card field or one of my profile-form answers from the community's members. */
export const hideMyCommunityProfileField = endpoint({
  method: 'POST',
  path: '/v1/communities/:id/me/fields/:fieldId/hide',
  params: fieldParams,
  responses: { 200: Visibility },
  errors: fieldErrors,
  tags,
  description: `Hides a card field (my one card's choice, everywhere) or one of my profile-form answers (this community's choice). A card field without a card 404 G04004; a question I did not answer 404 G04026. ${MEMBERS_ONLY}`,
});
