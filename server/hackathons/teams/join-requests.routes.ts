import type { FastifyInstance } from 'fastify';
import {
  acceptTeamRequest,
  declineTeamRequest,
  findHackathonParticipants,
  inviteToTeam,
  listTeamRequests,
  requestToJoinTeam,
  withdrawTeamRequest,
} from '../../../contract/endpoints/hackathons/join-requests.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import { requireUser } from '../../identity/index.ts';
import { findParticipants } from './find-participants.service.ts';
import * as requests from './join-requests.service.ts';

/** Join requests and invitations: asking, inviting, and answering. */
export async function joinRequestRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, requestToJoinTeam, async (request, reply) =>
    reply.code(201).send({
      data: await requests.requestToJoin(
        deps,
        requireUser(request).id,
        request.params.id,
        request.params.projectId,
        request.body,
      ),
    }),
  );

  route(app, inviteToTeam, async (request, reply) =>
    reply.code(201).send({
      data: await requests.inviteToTeam(deps, requireUser(request).id, request.params.id, request.params.projectId, request.body),
    }),
  );

  route(app, findHackathonParticipants, async (request) => ({
    data: await findParticipants(deps, requireUser(request).id, request.params.id, request.query),
  }));

  route(app, listTeamRequests, async (request) => ({
    data: await requests.listTeamRequests(deps, requireUser(request).id, request.params.id),
  }));

  route(app, acceptTeamRequest, async (request) => ({
    data: await requests.acceptTeamRequest(deps, requireUser(request).id, request.params.id, request.params.requestId),
  }));

  route(app, declineTeamRequest, async (request) => ({
    data: await requests.declineTeamRequest(deps, requireUser(request).id, request.params.id, request.params.requestId),
  }));

  route(app, withdrawTeamRequest, async (request) => ({
    data: await requests.withdrawTeamRequest(deps, requireUser(request).id, request.params.id, request.params.requestId),
  }));
}
