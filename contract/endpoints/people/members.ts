import { z } from 'zod';
import {
  MemberListQuerySchema,
  MemberPageSchema,
  MemberProfileSchema,
  MemberRecommendationPageSchema,
  MemberRecommendationsQuerySchema,
} from '../../community-people.ts';
import { endpoint } from '../../endpoint.ts';
import { ContactReplySchema } from '../../people.ts';
import { ContactListQuerySchema } from '../../lounge.ts';
import { ContactRequestFormSchema } from '../../people.ts';
import {
  ContactPage,
  handleQuery,
  MEMBERS_ONLY,
  membersOnly,
  OneContact,
  personParams,
  requestParams,
  Saved,
  spaceParams,
} from './shared.ts';

const tags = ['community members'];
const MemberPage = z.object({ data: MemberPageSchema });
const decide = [...membersOnly, 'G04011', 'G20092'] as const;

/** All or Saved: the members' cards of a community, searched and filtered by join type. */
export const listDirectoryMembers = endpoint({
  method: 'GET',
  path: '/v1/communities/:id/members',
  params: spaceParams,
  query: MemberListQuerySchema,
  responses: { 200: MemberPage },
  errors: membersOnly,
  tags,
  description: `All or Saved: members' cards, newest member first (by approval, tie-broken by id), searched on what each shows, filtered by join type (filters[memberType]). ${MEMBERS_ONLY}`,
});

/** Recommended members (the lounge's For You), best first, with the reasons. */
export const recommendDirectoryMembers = endpoint({
  method: 'GET',
  path: '/v1/communities/:id/members/recommendations',
  params: spaceParams,
  query: MemberRecommendationsQuerySchema,
  responses: { 200: z.object({ data: MemberRecommendationPageSchema }) },
  errors: [...membersOnly, 'G04004'],
  tags,
  description: `Recommended (the lounge's For You), best first, with reasons; needs my card (404 G04004). ${MEMBERS_ONLY}`,
});

/** A member's page by handle: their card and the answers they show. */
export const getDirectoryMemberProfile = endpoint({
  method: 'GET',
  path: '/v1/communities/:id/members/profile',
  params: spaceParams,
  query: handleQuery,
  responses: { 200: z.object({ data: MemberProfileSchema }) },
  errors: [...membersOnly, 'G04025'],
  tags,
  description: `A member's page by handle: card and the answers they show; not a member with a card 404 G04025. ${MEMBERS_ONLY}`,
});

/** The members I saved (the Saved tab). */
export const listSavedDirectoryMembers = endpoint({
  method: 'GET',
  path: '/v1/communities/:id/me/likes',
  params: spaceParams,
  query: MemberListQuerySchema.omit({ tab: true }),
  responses: { 200: MemberPage },
  errors: membersOnly,
  tags,
  description: `The members I saved (the Saved tab), newest member first. ${MEMBERS_ONLY}`,
});

/** Saves a member. */
export const saveDirectoryMember = endpoint({
  method: 'POST',
  path: '/v1/communities/:id/users/:userId/likes',
  params: personParams,
  responses: { 201: Saved },
  errors: [...membersOnly, 'G10010', 'G09002', 'G04025'],
  tags,
  description: `Saves a member: myself 400 G10010, again 409 G09002, not a member with a card 404 G04025. ${MEMBERS_ONLY}`,
});

/** Unsaves a member. */
export const unsaveDirectoryMember = endpoint({
  method: 'DELETE',
  path: '/v1/communities/:id/users/:userId/likes',
  params: personParams,
  responses: { 200: Saved },
  errors: [...membersOnly, 'G10011', 'G04014', 'G04025'],
  tags,
  description: `Unsaves a member: myself 400 G10011, not saved 404 G04014. ${MEMBERS_ONLY}`,
});

/** Asks a member for a coffee chat; they are emailed. */
export const requestDirectoryCoffeeChat = endpoint({
  method: 'POST',
  path: '/v1/communities/:id/users/:userId/contacts',
  params: personParams,
  body: ContactRequestFormSchema,
  responses: { 201: OneContact },
  errors: [...membersOnly, 'G20021', 'G20091', 'G20090', 'G04004', 'G04025'],
  tags,
  description: `A coffee-chat request to a member (emailed in their language): myself 400 G20021, one pending already 409 G20091, the day's cap 429 G20090, no card of mine 404 G04004. ${MEMBERS_ONLY}`,
});

/** My received or sent coffee-chat requests in a community. */
export const listDirectoryCoffeeChats = endpoint({
  method: 'GET',
  path: '/v1/communities/:id/me/contacts',
  params: spaceParams,
  query: ContactListQuerySchema,
  responses: { 200: ContactPage },
  errors: membersOnly,
  tags,
  description: `My received or sent coffee-chat requests in this community, newest first. ${MEMBERS_ONLY}`,
});

/** The receiver accepts a pending coffee-chat request. */
export const acceptDirectoryCoffeeChat = endpoint({
  method: 'POST',
  path: '/v1/communities/:id/me/contacts/:requestId/accept',
  params: requestParams,
  body: ContactReplySchema,
  responses: { 200: OneContact },
  errors: decide,
  tags,
  description: `The receiver accepts a pending request, sharing how the requester may reach them (emailed to the requester in their language; others 404 G04011; answered already 400 G20092). ${MEMBERS_ONLY}`,
});

/** The receiver declines a pending coffee-chat request. */
export const declineDirectoryCoffeeChat = endpoint({
  method: 'POST',
  path: '/v1/communities/:id/me/contacts/:requestId/decline',
  params: requestParams,
  responses: { 200: OneContact },
  errors: decide,
  tags,
  description: `The receiver declines a pending request (others 404 G04011; answered already 400 G20092). ${MEMBERS_ONLY}`,
});
