// The community console, for the owner and managers. Who the caller is and their role are settled
// before the body is read: outsiders (another community's owner too) get 404 G04013, members
// without a role 403 G01033, so nobody learns anything from validation.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  allowCommunityEntry,
  approveCommunityApplicant,
  archiveCommunityJoinType,
  barCommunityEmail,
  changeCommunityMemberRole,
  createCommunityJoinType,
  disallowCommunityEntry,
  getConsoleProfileForm,
  getManagedCommunity,
  listCommunityAllowList,
  listCommunityApplicants,
  listCommunityBarredEmails,
  listCommunityConsoleMembers,
  listCommunityJoinTypes,
  rejectCommunityApplicant,
  removeCommunityMember,
  replaceCommunityProfileForm,
  transferCommunityOwnership,
  unbarCommunityEmail,
  updateCommunity,
  updateCommunityJoinType,
} from '../../../contract/endpoints/communities/console.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import { requireUser } from '../../identity/index.ts';
import { allow, bar, disallow, listAllowed, listBarred, unbar } from './access-lists.service.ts';
import { managerRoles, requireCommunityRole, type CommunityRow, type MembershipRow } from './community-access.ts';
import { communityInfo, updateCommunity as update } from '../site/communities.service.ts';
import { decideApplication, type DecisionOptions } from '../membership/decisions.service.ts';
import { archiveJoinType, createJoinType, updateJoinType } from './join-types.service.ts';
import { listApplicants, listConsoleMembers } from '../membership/member-lists.service.ts';
import { changeRole, removeMember } from '../membership/members-console.service.ts';
import { transferOwnership, type OwnershipOptions } from '../membership/ownership.service.ts';
import { allJoinTypes, findProfileForm, replaceProfileForm } from './profile-forms.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** the console caller's community and membership, settled before validation */
    communityAccess: { community: CommunityRow; membership: MembershipRow } | null;
  }
}

export type ConsoleRouteOptions = { decisions?: DecisionOptions; ownership?: OwnershipOptions };

function accessOf(request: FastifyRequest) {
  if (!request.communityAccess) throw new AppError('G04013');
  return request.communityAccess;
}

export async function communityConsoleRoutes(app: FastifyInstance, deps: AppDeps, options: ConsoleRouteOptions = {}) {
  if (!app.hasRequestDecorator('communityAccess')) app.decorateRequest('communityAccess', null);
  await app.register(async (scope) => {
    scope.addHook('preValidation', async (request) => {
      const user = requireUser(request);
      const params = request.params as { id?: string };
      request.communityAccess = await requireCommunityRole(deps.db, String(params.id ?? ''), user.id, managerRoles);
    });
    const community = (request: FastifyRequest) => accessOf(request).community;

    route(scope, getManagedCommunity, async (request) => {
      const { community: row, membership } = accessOf(request);
      const info = await communityInfo(deps, row);
      return { data: { ...info, myRole: membership.role as 'OWNER' | 'MANAGER', createdAt: row.createdAt.toISOString() } };
    });

    route(scope, updateCommunity, async (request) => {
      const { community: row, membership } = accessOf(request);
      const info = await update(deps, row.id, request.body);
      return { data: { ...info, myRole: membership.role as 'OWNER' | 'MANAGER', createdAt: row.createdAt.toISOString() } };
    });

    route(scope, listCommunityJoinTypes, async (request) => ({ data: await allJoinTypes(deps.db, community(request).id) }));
    route(scope, createCommunityJoinType, async (request, reply) =>
      reply.code(201).send({ data: await createJoinType(deps, community(request).id, request.body) }),
    );
    route(scope, updateCommunityJoinType, async (request) => ({
      data: await updateJoinType(deps, community(request).id, request.params.joinTypeId, request.body),
    }));
    route(scope, archiveCommunityJoinType, async (request) => {
      await archiveJoinType(deps, community(request).id, request.params.joinTypeId);
      return { data: null };
    });
    route(scope, replaceCommunityProfileForm, async (request) => ({
      data: await replaceProfileForm(deps, community(request).id, request.params.formId, request.body),
    }));
    route(scope, getConsoleProfileForm, async (request) => ({
      data: await findProfileForm(deps.db, community(request).id, request.params.formId),
    }));

    route(scope, listCommunityApplicants, async (request) => ({
      data: await listApplicants(deps, community(request).id, request.query),
    }));
    const decide = (decision: 'APPROVED' | 'REJECTED') => async (request: FastifyRequest<{ Params: { userId: string } }>) => {
      const { community: row, membership } = accessOf(request);
      await decideApplication(deps, row, membership.userId, request.params.userId, decision, options.decisions);
      return { data: null };
    };
    route(scope, approveCommunityApplicant, decide('APPROVED'));
    route(scope, rejectCommunityApplicant, decide('REJECTED'));

    route(scope, listCommunityConsoleMembers, async (request) => ({
      data: await listConsoleMembers(deps, community(request).id, request.query),
    }));
    route(scope, changeCommunityMemberRole, async (request) => {
      const { community: row, membership } = accessOf(request);
      if (membership.role !== 'OWNER') throw new AppError('G01034');
      await changeRole(deps, row.id, request.params.userId, request.body.role);
      return { data: null };
    });
    route(scope, transferCommunityOwnership, async (request) => {
      const { community: row, membership } = accessOf(request);
      if (membership.role !== 'OWNER') throw new AppError('G01034');
      await transferOwnership(deps, row.id, membership.userId, request.body.userId, options.ownership);
      return { data: null };
    });
    route(scope, removeCommunityMember, async (request) => {
      const { community: row, membership } = accessOf(request);
      await removeMember(deps, row.id, membership, request.params.userId);
      return { data: null };
    });

    route(scope, listCommunityBarredEmails, async (request) => ({ data: await listBarred(deps, community(request).id) }));
    route(scope, barCommunityEmail, async (request, reply) =>
      reply.code(201).send({ data: await bar(deps, community(request).id, request.body.email) }),
    );
    route(scope, unbarCommunityEmail, async (request) => {
      await unbar(deps, community(request).id, request.params.email);
      return { data: null };
    });
    route(scope, listCommunityAllowList, async (request) => ({ data: await listAllowed(deps, community(request).id) }));
    route(scope, allowCommunityEntry, async (request, reply) =>
      reply.code(201).send({ data: await allow(deps, community(request).id, request.body.entry) }),
    );
    route(scope, disallowCommunityEntry, async (request) => {
      await disallow(deps, community(request).id, request.params.entry);
      return { data: null };
    });
  });
}
