import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MemberListQuerySchema,
  MemberPageSchema,
  MemberProfileSchema,
  MemberRecommendationPageSchema,
  MemberRecommendationsQuerySchema,
} from '../../../contract/community-people.ts';
import { ContactListQuerySchema } from '../../../contract/lounge.ts';
import { ContactRequestFormSchema, ContactRequestSchema } from '../../../contract/people.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { requireUser } from '../../identity/index.ts';
import { getMemberProfile, listMembers, recommendMembers } from './member-directory.service.ts';
import {
  decideMemberContact,
  listMemberContacts,
  requestMemberContact,
  saveMember,
  unsaveMember,
} from './member-networking.service.ts';

const id = z.string().max(64);
export const MEMBERS_ONLY = 'Approved members only: unknown community 404 G04013, pending 403 G01031, anyone else 403 G01030.';

/** The Members screen and what members do with each other. */
export async function membersRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['community members'];

  api.get(
    '/v1/communities/:id/members',
    {
      schema: {
        tags,
        description: `All or Saved: members' cards, newest member first (by approval, tie-broken by id), searched on what each shows, filtered by join type (filters[memberType]). ${MEMBERS_ONLY}`,
        params: z.object({ id }),
        querystring: MemberListQuerySchema,
        response: { 200: z.object({ data: MemberPageSchema }) },
      },
    },
    async (request) => ({ data: await listMembers(deps, requireUser(request).id, request.params.id, request.query) }),
  );

  api.get(
    '/v1/communities/:id/members/recommendations',
    {
      schema: {
        tags,
        description: `Recommended (the lounge's For You), best first, with reasons; needs my card (404 G04004). ${MEMBERS_ONLY}`,
        params: z.object({ id }),
        querystring: MemberRecommendationsQuerySchema,
        response: { 200: z.object({ data: MemberRecommendationPageSchema }) },
      },
    },
    async (request) => ({ data: await recommendMembers(deps, requireUser(request).id, request.params.id, request.query) }),
  );

  api.get(
    '/v1/communities/:id/members/profile',
    {
      schema: {
        tags,
        description: `A member's page by handle: card and the answers they show; not a member with a card 404 G04025. ${MEMBERS_ONLY}`,
        params: z.object({ id }),
        querystring: z.object({ handle: z.string().max(64) }),
        response: { 200: z.object({ data: MemberProfileSchema }) },
      },
    },
    async (request) => ({ data: await getMemberProfile(deps, requireUser(request).id, request.params.id, request.query.handle) }),
  );

  api.get(
    '/v1/communities/:id/me/likes',
    {
      schema: {
        tags,
        description: `The members I saved (the Saved tab), newest member first. ${MEMBERS_ONLY}`,
        params: z.object({ id }),
        querystring: MemberListQuerySchema.omit({ tab: true }),
        response: { 200: z.object({ data: MemberPageSchema }) },
      },
    },
    async (request) => ({
      data: await listMembers(deps, requireUser(request).id, request.params.id, { ...request.query, tab: 'SAVED' }),
    }),
  );

  const person = z.object({ id, userId: id });
  const Saved = z.object({ data: z.object({ saved: z.boolean() }) });
  api.post(
    '/v1/communities/:id/users/:userId/likes',
    {
      schema: {
        tags,
        description: `Saves a member: myself 400 G10010, again 409 G09002, not a member with a card 404 G04025. ${MEMBERS_ONLY}`,
        params: person,
        response: { 201: Saved },
      },
    },
    async (request, reply) => {
      await saveMember(deps, requireUser(request).id, request.params.id, request.params.userId);
      return reply.code(201).send({ data: { saved: true } });
    },
  );
  api.delete(
    '/v1/communities/:id/users/:userId/likes',
    {
      schema: {
        tags,
        description: `Unsaves a member: myself 400 G10011, not saved 404 G04014. ${MEMBERS_ONLY}`,
        params: person,
        response: { 200: Saved },
      },
    },
    async (request) => {
      await unsaveMember(deps, requireUser(request).id, request.params.id, request.params.userId);
      return { data: { saved: false } };
    },
  );

  api.post(
    '/v1/communities/:id/users/:userId/contacts',
    {
      schema: {
        tags,
        description: `A coffee-chat request to a member (emailed in their language): myself 400 G20021, one pending already 409 G20091, the day's cap 429 G20090, no card of mine 404 G04004. ${MEMBERS_ONLY}`,
        params: person,
        body: ContactRequestFormSchema,
        response: { 201: z.object({ data: ContactRequestSchema }) },
      },
    },
    async (request, reply) => {
      const created = await requestMemberContact(
        deps,
        requireUser(request).id,
        request.params.id,
        request.params.userId,
        request.body,
      );
      return reply.code(201).send({ data: created });
    },
  );

  api.get(
    '/v1/communities/:id/me/contacts',
    {
      schema: {
        tags,
        description: `My received or sent coffee-chat requests in this community, newest first. ${MEMBERS_ONLY}`,
        params: z.object({ id }),
        querystring: ContactListQuerySchema,
        response: {
          200: z.object({
            data: z.object({ items: z.array(ContactRequestSchema), hasMore: z.boolean(), cursorId: z.string().nullable() }),
          }),
        },
      },
    },
    async (request) => ({ data: await listMemberContacts(deps, requireUser(request).id, request.params.id, request.query) }),
  );

  for (const decision of ['accept', 'decline'] as const) {
    api.post(
      `/v1/communities/:id/me/contacts/:requestId/${decision}`,
      {
        schema: {
          tags,
          description: `The receiver ${decision}s a pending request (others 404 G04011; answered already 400 G20092). ${MEMBERS_ONLY}`,
          params: z.object({ id, requestId: id }),
          response: { 200: z.object({ data: ContactRequestSchema }) },
        },
      },
      async (request) => ({
        data: await decideMemberContact(
          deps,
          requireUser(request).id,
          request.params.id,
          request.params.requestId,
          decision === 'accept' ? 'ACCEPTED' : 'DECLINED',
        ),
      }),
    );
  }
}
