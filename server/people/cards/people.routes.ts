import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CardFieldSchema,
  CardVisibilitySchema,
  MutualEventSchema,
  MyCardSchema,
  ProfileCardDraftSchema,
  ProfileCardFormSchema,
  UpdateProfileCardSchema,
} from '../../../contract/people.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { requireUser, rejectInvalidRequest } from '../../identity/index.ts';
import { getCardDraft } from './card-draft.service.ts';
import { createCard, getMyCard, setFieldVisibility, updateCard } from './card.service.ts';
import { listMutualEvents } from './mutual-events.ts';

const MyCardResponse = z.object({ data: MyCardSchema });

/** My card and its visibility, and events in common: anyone signed in (401 G01001 otherwise). */
export async function peopleRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (scope) => cardRoutes(scope, deps));
}

async function cardRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  api.get(
    '/v1/me/profile-card',
    {
      schema: {
        tags: ['people'],
        description: 'My card with every value and what I hide; 404 G04004 when I have none.',
        response: { 200: MyCardResponse },
      },
    },
    async (request) => ({ data: await getMyCard(deps, requireUser(request).id) }),
  );

  api.get(
    '/v1/me/profile-card/draft',
    {
      schema: {
        tags: ['people'],
        description:
          "The card form pre-filled from my profile and, where it is empty, my answers to the event's registration form.",
        querystring: z.object({ eventId: z.string().max(64).optional() }),
        response: { 200: z.object({ data: ProfileCardDraftSchema }) },
      },
    },
    async (request) => ({ data: await getCardDraft(deps, requireUser(request).id, request.query.eventId) }),
  );

  api.post(
    '/v1/me/profile-card',
    {
      attachValidation: true,
      schema: {
        tags: ['people'],
        description: 'Creates my card (its values go to my profile). A second card: 409 G09005. A duplicate tag: 400 G20011.',
        body: ProfileCardFormSchema,
        response: { 201: MyCardResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      rejectInvalidRequest(request);
      return reply.code(201).send({ data: await createCard(deps, user.id, request.body) });
    },
  );

  api.patch(
    '/v1/me/profile-card',
    {
      attachValidation: true,
      schema: {
        tags: ['people'],
        description: 'Changes any part of my card; 404 G04004 without one.',
        body: UpdateProfileCardSchema,
        response: { 200: MyCardResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      rejectInvalidRequest(request);
      return { data: await updateCard(deps, user.id, request.body) };
    },
  );

  for (const action of ['show', 'hide'] as const) {
    api.post(
      `/v1/me/fields/:fieldId/${action}`,
      {
        schema: {
          tags: ['people'],
          description: `${action === 'show' ? 'Shows' : 'Hides'} one field of my card to everyone else; 404 G04004 without a card.`,
          params: z.object({ fieldId: CardFieldSchema }),
          response: { 200: z.object({ data: CardVisibilitySchema }) },
        },
      },
      async (request) => ({
        data: await setFieldVisibility(deps, requireUser(request).id, request.params.fieldId, action === 'show'),
      }),
    );
  }

  api.get(
    '/v1/users/events/mutuals',
    {
      schema: {
        tags: ['people'],
        description: 'Published events both I and the other person attended (approved registration or host team).',
        querystring: z.object({ userId: z.uuid({ error: 'validation.invalid' }) }),
        response: { 200: z.object({ data: z.array(MutualEventSchema) }) },
      },
    },
    async (request) => ({ data: await listMutualEvents(deps.db, requireUser(request).id, request.query.userId) }),
  );
}
