import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  acceptLoungeCoffeeChat,
  declineLoungeCoffeeChat,
  getLounge as getLoungeEndpoint,
  getLoungePerson,
  listLoungeCoffeeChats,
  listLoungePeople,
  recommendLoungePeople,
  requestLoungeCoffeeChat,
  saveLoungePerson,
  unsaveLoungePerson,
} from '../../../contract/endpoints/people/lounge.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { keptBody, sendKeptBody } from '../../platform/http/kept-body.ts';
import { route } from '../../platform/http/route.ts';
import { requireUser } from '../../identity/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { decideContact, listContacts, requestContact, type ContactDecision } from '../contacts/contacts.service.ts';
import { findCard } from '../cards/card-rows.ts';
import { listCards } from '../cards/card-list.service.ts';
import type { RecommendationPage } from '../for-you/for-you-cache.ts';
import { recommendPeople } from '../for-you/recommendations.service.ts';
import { savePerson, unsavePerson } from '../contacts/likes.service.ts';
import { doorOf } from './lounge-door.ts';
import { contactSpaceOf, getLounge, getLoungeProfile, openLounge, openLoungeWith } from './lounge.service.ts';

export async function loungeRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, getLoungeEndpoint, async (request) => ({ data: await getLounge(deps, requireUser(request).id, doorOf(request)) }));

  route(app, listLoungePeople, async (request) => {
    const viewer = requireUser(request);
    const { space } = openLounge(doorOf(request));
    return { data: await listCards(deps, viewer.id, space, request.query) };
  });

  // A kept page is sent to many requests: its body is serialised once.
  const forYouBody = keptBody(recommendLoungePeople, (page: RecommendationPage) => ({ data: page }));
  route(app, recommendLoungePeople, async (request, reply) => {
    const viewer = requireUser(request);
    const { space } = openLounge(doorOf(request));
    return sendKeptBody(reply, forYouBody(await recommendPeople(deps, viewer.id, space, request.query)));
  });

  route(app, getLoungePerson, async (request) => ({
    data: await getLoungeProfile(deps, requireUser(request).id, doorOf(request), request.query.handle),
  }));

  route(app, saveLoungePerson, async (request, reply) => {
    const viewer = requireUser(request);
    await openLoungeWith(deps, viewer.id, doorOf(request), request.params.userId);
    await savePerson(deps, viewer.id, request.params.userId);
    return reply.code(201).send({ data: { saved: true } });
  });

  route(app, unsaveLoungePerson, async (request) => {
    const viewer = requireUser(request);
    await openLoungeWith(deps, viewer.id, doorOf(request), request.params.userId);
    await unsavePerson(deps, viewer.id, request.params.userId);
    return { data: { saved: false } };
  });

  route(app, requestLoungeCoffeeChat, async (request, reply) => {
    const viewer = requireUser(request);
    const { entry } = await openLoungeWith(deps, viewer.id, doorOf(request), request.params.userId);
    if (request.params.userId !== viewer.id && !(await findCard(deps.db, viewer.id))) throw new AppError('G04004');
    const created = await requestContact(deps, viewer.id, request.params.userId, contactSpaceOf(deps, entry), request.body);
    return reply.code(201).send({ data: created });
  });

  route(app, listLoungeCoffeeChats, async (request) => {
    const viewer = requireUser(request);
    const { space, entry } = openLounge(doorOf(request));
    return {
      data: await listContacts(
        deps,
        viewer.id,
        { ref: { kind: 'event', id: entry.event.id }, memberIds: space.memberIds },
        request.query,
      ),
    };
  });

  const decide = async (request: FastifyRequest<{ Params: { id: string; requestId: string } }>, decision: ContactDecision) => {
    const viewer = requireUser(request);
    const { entry } = openLounge(doorOf(request));
    return { data: await decideContact(deps, viewer.id, contactSpaceOf(deps, entry), request.params.requestId, decision) };
  };
  route(app, acceptLoungeCoffeeChat, (request) => decide(request, { status: 'ACCEPTED', reply: request.body }));
  route(app, declineLoungeCoffeeChat, (request) => decide(request, { status: 'DECLINED' }));
}
