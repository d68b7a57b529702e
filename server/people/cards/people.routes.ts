import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createMyProfileCard,
  getMyProfileCard,
  getMyProfileCardDraft,
  hideMyProfileCardField,
  listMutualEvents as listMutualEventsEndpoint,
  showMyProfileCardField,
  updateMyProfileCard,
} from '../../../contract/endpoints/people/cards.ts';
import type { CardField } from '../../../contract/people.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import { requireUser, rejectInvalidRequest } from '../../identity/index.ts';
import { getCardDraft } from './card-draft.service.ts';
import { createCard, getMyCard, setFieldVisibility, updateCard } from './card.service.ts';
import { listMutualEvents } from './mutual-events.ts';

/** My card and its visibility, and events in common: anyone signed in (401 G01001 otherwise). */
export async function peopleRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (scope) => cardRoutes(scope, deps));
}

async function cardRoutes(app: FastifyInstance, deps: AppDeps) {
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  route(app, getMyProfileCard, async (request) => ({ data: await getMyCard(deps, requireUser(request).id) }));

  route(app, getMyProfileCardDraft, async (request) => ({
    data: await getCardDraft(deps, requireUser(request).id, request.query.eventId),
  }));

  route(
    app,
    createMyProfileCard,
    async (request, reply) => {
      const user = requireUser(request);
      rejectInvalidRequest(request);
      return reply.code(201).send({ data: await createCard(deps, user.id, request.body) });
    },
    { attachValidation: true },
  );

  route(
    app,
    updateMyProfileCard,
    async (request) => {
      const user = requireUser(request);
      rejectInvalidRequest(request);
      return { data: await updateCard(deps, user.id, request.body) };
    },
    { attachValidation: true },
  );

  const setVisible = (visible: boolean) => async (request: FastifyRequest<{ Params: { fieldId: CardField } }>) => ({
    data: await setFieldVisibility(deps, requireUser(request).id, request.params.fieldId, visible),
  });
  route(app, showMyProfileCardField, setVisible(true));
  route(app, hideMyProfileCardField, setVisible(false));

  route(app, listMutualEventsEndpoint, async (request) => ({
    data: await listMutualEvents(deps.db, requireUser(request).id, request.query.userId),
  }));
}
