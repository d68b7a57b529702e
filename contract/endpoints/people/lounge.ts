import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import { ContactReplySchema } from '../../people.ts';
import {
  ContactListQuerySchema,
  LoungeListQuerySchema,
  LoungePageSchema,
  LoungeSchema,
  RecommendationPageSchema,
  RecommendationsQuerySchema,
} from '../../lounge.ts';
import { ContactRequestFormSchema, PersonCardSchema } from '../../people.ts';
import { ACCESS, ContactPage, handleQuery, OneContact, personParams, requestParams, Saved, spaceParams } from './shared.ts';

const tags = ['lounge'];
const decide = ['G04002', 'G04011', 'G20092'] as const;

/** The lounge's header, and its door. */
export const getLounge = endpoint({
  method: 'GET',
  path: '/v1/events/:id/lounge',
  params: spaceParams,
  responses: { 200: z.object({ data: LoungeSchema }) },
  errors: ['G04002'],
  tags,
  description: `The lounge's header. ${ACCESS}`,
});

/** All or Saved: the cards of the lounge's people, searched and filtered. */
export const listLoungePeople = endpoint({
  method: 'GET',
  path: '/v1/events/:id/participants',
  params: spaceParams,
  query: LoungeListQuerySchema,
  responses: { 200: z.object({ data: LoungePageSchema }) },
  errors: ['G04002'],
  tags,
  description: `All or Saved: cards of the lounge's people, newest first, searched and filtered on what each shows. ${ACCESS}`,
});

/** For You: the lounge's people best first, with the reasons. */
export const recommendLoungePeople = endpoint({
  method: 'GET',
  path: '/v1/events/:id/participants/recommendations',
  params: spaceParams,
  query: RecommendationsQuerySchema,
  responses: { 200: z.object({ data: RecommendationPageSchema }) },
  errors: ['G04002', 'G04004'],
  tags,
  description: `For You, best first, each with its reasons; needs my card (404 G04004). ${ACCESS}`,
});

/** A person's card in the lounge, by handle. */
export const getLoungePerson = endpoint({
  method: 'GET',
  path: '/v1/events/:id/participants/profile',
  params: spaceParams,
  query: handleQuery,
  responses: { 200: z.object({ data: PersonCardSchema }) },
  errors: ['G04002', 'G04003'],
  tags,
  description: `A person's card by handle; not in the lounge or no card: 404 G04003. ${ACCESS}`,
});

/** Saves a person of the lounge. */
export const saveLoungePerson = endpoint({
  method: 'POST',
  path: '/v1/events/:id/users/:userId/likes',
  params: personParams,
  responses: { 201: Saved },
  errors: ['G04002', 'G04003', 'G10010', 'G09002'],
  tags,
  description: `Saves a person: myself 400 G10010, again 409 G09002. ${ACCESS}`,
});

/** Unsaves a person of the lounge. */
export const unsaveLoungePerson = endpoint({
  method: 'DELETE',
  path: '/v1/events/:id/users/:userId/likes',
  params: personParams,
  responses: { 200: Saved },
  errors: ['G04002', 'G04003', 'G10011', 'G04014'],
  tags,
  description: `Unsaves a person: myself 400 G10011, not saved 404 G04014. ${ACCESS}`,
});

/** Asks a person of the lounge for a coffee chat. */
export const requestLoungeCoffeeChat = endpoint({
  method: 'POST',
  path: '/v1/events/:id/users/:userId/contacts',
  params: personParams,
  body: ContactRequestFormSchema,
  responses: { 201: OneContact },
  errors: ['G04002', 'G04003', 'G04004', 'G20021', 'G20091', 'G20090'],
  tags,
  description: `A coffee-chat request: myself 400 G20021, one pending already 409 G20091, the day's cap 429 G20090, no card of mine 404 G04004. ${ACCESS}`,
});

/** My received or sent coffee-chat requests in the lounge. */
export const listLoungeCoffeeChats = endpoint({
  method: 'GET',
  path: '/v1/events/:id/me/contacts',
  params: spaceParams,
  query: ContactListQuerySchema,
  responses: { 200: ContactPage },
  errors: ['G04002'],
  tags,
  description: `My received or sent coffee-chat requests in this lounge, newest first. ${ACCESS}`,
});

/** The receiver accepts a pending coffee-chat request. */
export const acceptLoungeCoffeeChat = endpoint({
  method: 'POST',
  path: '/v1/events/:id/me/contacts/:requestId/accept',
  params: requestParams,
  body: ContactReplySchema,
  responses: { 200: OneContact },
  errors: decide,
  tags,
  description: `The receiver accepts a pending request, sharing how the requester may reach them (emailed to the requester in their language; others 404 G04011; answered already 400 G20092). ${ACCESS}`,
});

/** The receiver declines a pending coffee-chat request. */
export const declineLoungeCoffeeChat = endpoint({
  method: 'POST',
  path: '/v1/events/:id/me/contacts/:requestId/decline',
  params: requestParams,
  responses: { 200: OneContact },
  errors: decide,
  tags,
  description: `The receiver declines a pending request (others 404 G04011; answered already 400 G20092). ${ACCESS}`,
});
