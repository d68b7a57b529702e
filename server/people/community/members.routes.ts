import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  acceptDirectoryCoffeeChat,
  declineDirectoryCoffeeChat,
  getDirectoryMemberProfile,
  listDirectoryCoffeeChats,
  listDirectoryMembers,
  listSavedDirectoryMembers,
  recommendDirectoryMembers,
  requestDirectoryCoffeeChat,
  saveDirectoryMember,
  unsaveDirectoryMember,
} from '../../../contract/endpoints/people/members.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import { requireUser } from '../../identity/index.ts';
import type { ContactDecision } from '../contacts/contacts.service.ts';
import { getMemberProfile, listMembers, recommendMembers } from './member-directory.service.ts';
import {
  decideMemberContact,
  listMemberContacts,
  requestMemberContact,
  saveMember,
  unsaveMember,
} from './member-networking.service.ts';

/** The Members screen and what members do with each other. */
export async function membersRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, listDirectoryMembers, async (request) => ({
    data: await listMembers(deps, requireUser(request).id, request.params.id, request.query),
  }));

  route(app, recommendDirectoryMembers, async (request) => ({
    data: await recommendMembers(deps, requireUser(request).id, request.params.id, request.query),
  }));

  route(app, getDirectoryMemberProfile, async (request) => ({
    data: await getMemberProfile(deps, requireUser(request).id, request.params.id, request.query.handle),
  }));

  route(app, listSavedDirectoryMembers, async (request) => ({
    data: await listMembers(deps, requireUser(request).id, request.params.id, { ...request.query, tab: 'SAVED' }),
  }));

  route(app, saveDirectoryMember, async (request, reply) => {
    await saveMember(deps, requireUser(request).id, request.params.id, request.params.userId);
    return reply.code(201).send({ data: { saved: true } });
  });

  route(app, unsaveDirectoryMember, async (request) => {
    await unsaveMember(deps, requireUser(request).id, request.params.id, request.params.userId);
    return { data: { saved: false } };
  });

  route(app, requestDirectoryCoffeeChat, async (request, reply) => {
    const created = await requestMemberContact(
      deps,
      requireUser(request).id,
      request.params.id,
      request.params.userId,
      request.body,
    );
    return reply.code(201).send({ data: created });
  });

  route(app, listDirectoryCoffeeChats, async (request) => ({
    data: await listMemberContacts(deps, requireUser(request).id, request.params.id, request.query),
  }));

  const decide = async (request: FastifyRequest<{ Params: { id: string; requestId: string } }>, decision: ContactDecision) => ({
    data: await decideMemberContact(deps, requireUser(request).id, request.params.id, request.params.requestId, decision),
  });
  route(app, acceptDirectoryCoffeeChat, (request) => decide(request, { status: 'ACCEPTED', reply: request.body }));
  route(app, declineDirectoryCoffeeChat, (request) => decide(request, { status: 'DECLINED' }));
}
