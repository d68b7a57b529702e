import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContactListQuerySchema,
  LoungeListQuerySchema,
  LoungePageSchema,
  LoungeSchema,
  RecommendationPageSchema,
  RecommendationsQuerySchema,
} from '../../../contract/lounge.ts';
import { ContactRequestFormSchema, ContactRequestSchema, PersonCardSchema } from '../../../contract/people.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { requireUser } from '../../identity/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { decideContact, listContacts, requestContact } from '../contacts/contacts.service.ts';
import { findCard } from '../cards/card-rows.ts';
import { listCards } from '../cards/card-list.service.ts';
import { recommendPeople } from '../for-you/recommendations.service.ts';
import { savePerson, unsavePerson } from '../contacts/likes.service.ts';
import { contactSpaceOf, getLounge, getLoungeProfile, openLounge, openLoungeWith } from './lounge.service.ts';

const id = z.string().max(64);
const ACCESS =
  'Lounge access (docs/lounge.md): the host team and approved guests while the lounge is on; anyone else 404 G04002.';

export async function loungeRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['lounge'];

  api.get(
    '/v1/events/:id/lounge',
    {
      schema: {
        tags,
        description: `The lounge's header. ${ACCESS}`,
        params: z.object({ id }),
        response: { 200: z.object({ data: LoungeSchema }) },
      },
    },
    async (request) => ({ data: await getLounge(deps, requireUser(request).id, request.params.id) }),
  );

  api.get(
    '/v1/events/:id/participants',
    {
      schema: {
        tags,
        description: `All or Saved: cards of the lounge's people, newest first, searched and filtered on what each shows. ${ACCESS}`,
        params: z.object({ id }),
        querystring: LoungeListQuerySchema,
        response: { 200: z.object({ data: LoungePageSchema }) },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { space } = await openLounge(deps, viewer.id, request.params.id);
      return { data: await listCards(deps, viewer.id, space, request.query) };
    },
  );

  api.get(
    '/v1/events/:id/participants/recommendations',
    {
      schema: {
        tags,
        description: `For You, best first, each with its reasons; needs my card (404 G04004). ${ACCESS}`,
        params: z.object({ id }),
        querystring: RecommendationsQuerySchema,
        response: { 200: z.object({ data: RecommendationPageSchema }) },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { space } = await openLounge(deps, viewer.id, request.params.id);
      return { data: await recommendPeople(deps, viewer.id, space, request.query) };
    },
  );

  api.get(
    '/v1/events/:id/participants/profile',
    {
      schema: {
        tags,
        description: `A person's card by handle; not in the lounge or no card: 404 G04003. ${ACCESS}`,
        params: z.object({ id }),
        querystring: z.object({ handle: z.string().max(64) }),
        response: { 200: z.object({ data: PersonCardSchema }) },
      },
    },
    async (request) => ({ data: await getLoungeProfile(deps, requireUser(request).id, request.params.id, request.query.handle) }),
  );

  const person = z.object({ id, userId: id });
  const Saved = z.object({ data: z.object({ saved: z.boolean() }) });
  api.post(
    '/v1/events/:id/users/:userId/likes',
    {
      schema: {
        tags,
        description: `Saves a person: myself 400 G10010, again 409 G09002. ${ACCESS}`,
        params: person,
        response: { 201: Saved },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      await openLoungeWith(deps, viewer.id, request.params.id, request.params.userId);
      await savePerson(deps, viewer.id, request.params.userId);
      return reply.code(201).send({ data: { saved: true } });
    },
  );
  api.delete(
    '/v1/events/:id/users/:userId/likes',
    {
      schema: {
        tags,
        description: `Unsaves a person: myself 400 G10011, not saved 404 G04014. ${ACCESS}`,
        params: person,
        response: { 200: Saved },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      await openLoungeWith(deps, viewer.id, request.params.id, request.params.userId);
      await unsavePerson(deps, viewer.id, request.params.userId);
      return { data: { saved: false } };
    },
  );

  api.post(
    '/v1/events/:id/users/:userId/contacts',
    {
      schema: {
        tags,
        description: `A coffee-chat request: myself 400 G20021, one pending already 409 G20091, the day's cap 429 G20090, no card of mine 404 G04004. ${ACCESS}`,
        params: person,
        body: ContactRequestFormSchema,
        response: { 201: z.object({ data: ContactRequestSchema }) },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const { entry } = await openLoungeWith(deps, viewer.id, request.params.id, request.params.userId);
      if (request.params.userId !== viewer.id && !(await findCard(deps.db, viewer.id))) throw new AppError('G04004');
      const created = await requestContact(deps, viewer.id, request.params.userId, contactSpaceOf(deps, entry), request.body);
      return reply.code(201).send({ data: created });
    },
  );

  api.get(
    '/v1/events/:id/me/contacts',
    {
      schema: {
        tags,
        description: `My received or sent coffee-chat requests in this lounge, newest first. ${ACCESS}`,
        params: z.object({ id }),
        querystring: ContactListQuerySchema,
        response: {
          200: z.object({
            data: z.object({ items: z.array(ContactRequestSchema), hasMore: z.boolean(), cursorId: z.string().nullable() }),
          }),
        },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { space, entry } = await openLounge(deps, viewer.id, request.params.id);
      return {
        data: await listContacts(
          deps,
          viewer.id,
          { ref: { kind: 'event', id: entry.event.id }, memberIds: space.memberIds },
          request.query,
        ),
      };
    },
  );

  for (const decision of ['accept', 'decline'] as const) {
    api.post(
      `/v1/events/:id/me/contacts/:requestId/${decision}`,
      {
        schema: {
          tags,
          description: `The receiver ${decision}s a pending request (others 404 G04011; answered already 400 G20092). ${ACCESS}`,
          params: z.object({ id, requestId: id }),
          response: { 200: z.object({ data: ContactRequestSchema }) },
        },
      },
      async (request) => {
        const viewer = requireUser(request);
        const { entry } = await openLounge(deps, viewer.id, request.params.id);
        return {
          data: await decideContact(
            deps,
            viewer.id,
            { kind: 'event', id: entry.event.id },
            request.params.requestId,
            decision === 'accept' ? 'ACCEPTED' : 'DECLINED',
          ),
        };
      },
    );
  }
}
