// The community console, for the owner and managers. Who the caller is and their role are settled
// before the body is read: outsiders (another community's owner too) get 404 G04013, members
// without a role 403 G01033, so nobody learns anything from validation.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AllowedEntrySchema,
  AllowSchema,
  ApplicantsQuerySchema,
  BarredEntrySchema,
  BarSchema,
  ChangeRoleSchema,
  ConsoleMemberPageSchema,
  ConsoleMembersQuerySchema,
  JoinTypeInputSchema,
  JoinTypePatchSchema,
  JoinTypeSchema,
  ManagedCommunitySchema,
  ProfileFormInputSchema,
  ProfileFormSchema,
  TransferOwnershipSchema,
  UpdateCommunitySchema,
} from '../../../contract/communities.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { requireUser } from '../../identity/index.ts';
import { allow, bar, disallow, listAllowed, listBarred, unbar } from './access-lists.service.ts';
import { managerRoles, requireCommunityRole, type CommunityRow, type MembershipRow } from './community-access.ts';
import { communityInfo, updateCommunity } from '../site/communities.service.ts';
import { decideApplication, type DecisionOptions } from '../membership/decisions.service.ts';
import { archiveJoinType, createJoinType, updateJoinType } from './join-types.service.ts';
import { listApplicants, listConsoleMembers } from '../membership/member-lists.service.ts';
import { changeRole, removeMember } from '../membership/members-console.service.ts';
import { transferOwnership, type OwnershipOptions } from '../membership/ownership.service.ts';
import { allJoinTypes, findProfileForm, replaceProfileForm } from './profile-forms.service.ts';

const tags = ['community console'];
const id = z.string().max(64);
const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const ok = { 200: data(z.null()) };

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
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const community = (request: FastifyRequest) => accessOf(request).community;

    api.get(
      '/v1/communities/:id',
      {
        schema: {
          tags,
          description: 'The community as its console shows it.',
          params: z.object({ id }),
          response: { 200: data(ManagedCommunitySchema) },
        },
      },
      async (request) => {
        const { community: row, membership } = accessOf(request);
        const info = await communityInfo(deps, row);
        return { data: { ...info, myRole: membership.role as 'OWNER' | 'MANAGER', createdAt: row.createdAt.toISOString() } };
      },
    );

    api.patch(
      '/v1/communities/:id',
      {
        schema: {
          tags,
          description: 'Settings: name, description (sanitised), favicon, banner. The handle never changes.',
          params: z.object({ id }),
          body: UpdateCommunitySchema,
          response: { 200: data(ManagedCommunitySchema) },
        },
      },
      async (request) => {
        const { community: row, membership } = accessOf(request);
        const info = await updateCommunity(deps, row.id, request.body);
        return { data: { ...info, myRole: membership.role as 'OWNER' | 'MANAGER', createdAt: row.createdAt.toISOString() } };
      },
    );

    api.get(
      '/v1/communities/:id/join-types',
      {
        schema: {
          tags,
          description: 'Every join type, archived ones too.',
          params: z.object({ id }),
          response: { 200: data(z.array(JoinTypeSchema.extend({ archived: z.boolean() }))) },
        },
      },
      async (request) => ({ data: await allJoinTypes(deps.db, community(request).id) }),
    );
    api.post(
      '/v1/communities/:id/join-types',
      {
        schema: {
          tags,
          description: 'A new join type, with an empty profile form.',
          params: z.object({ id }),
          body: JoinTypeInputSchema,
          response: { 201: data(JoinTypeSchema) },
        },
      },
      async (request, reply) => reply.code(201).send({ data: await createJoinType(deps, community(request).id, request.body) }),
    );
    api.patch(
      '/v1/communities/:id/join-types/:joinTypeId',
      {
        schema: {
          tags,
          params: z.object({ id, joinTypeId: id }),
          body: JoinTypePatchSchema,
          response: { 200: data(JoinTypeSchema) },
        },
      },
      async (request) => ({ data: await updateJoinType(deps, community(request).id, request.params.joinTypeId, request.body) }),
    );
    api.delete(
      '/v1/communities/:id/join-types/:joinTypeId',
      {
        schema: {
          tags,
          description: 'No longer offered; members who joined by it keep it.',
          params: z.object({ id, joinTypeId: id }),
          response: ok,
        },
      },
      async (request) => {
        await archiveJoinType(deps, community(request).id, request.params.joinTypeId);
        return { data: null };
      },
    );
    api.put(
      '/v1/communities/:id/profile-forms/:formId',
      {
        schema: {
          tags,
          description:
            "The form's title and questions in order (the registration builder's kinds and rules: G20041, G20042, G20045). A sent id keeps its question.",
          params: z.object({ id, formId: id }),
          body: ProfileFormInputSchema,
          response: { 200: data(ProfileFormSchema) },
        },
      },
      async (request) => ({ data: await replaceProfileForm(deps, community(request).id, request.params.formId, request.body) }),
    );
    api.get(
      '/v1/communities/:id/console/profile-forms/:formId',
      { schema: { tags, params: z.object({ id, formId: id }), response: { 200: data(ProfileFormSchema) } } },
      async (request) => ({ data: await findProfileForm(deps.db, community(request).id, request.params.formId) }),
    );

    api.get(
      '/v1/communities/:id/applicants',
      {
        schema: {
          tags,
          description: 'Applications, oldest first: PENDING (default) or REJECTED.',
          params: z.object({ id }),
          querystring: ApplicantsQuerySchema,
          response: { 200: data(ConsoleMemberPageSchema) },
        },
      },
      async (request) => ({ data: await listApplicants(deps, community(request).id, request.query) }),
    );
    for (const [verb, decision] of [
      ['approve', 'APPROVED'],
      ['reject', 'REJECTED'],
    ] as const) {
      api.post(
        `/v1/communities/:id/applicants/:userId/${verb}`,
        {
          schema: {
            tags,
            description: `${decision === 'APPROVED' ? 'Approves' : 'Rejects'} a pending application and emails the applicant in their language. Already decided: 400 G20203; no application: 404 G04022.`,
            params: z.object({ id, userId: id }),
            response: ok,
          },
        },
        async (request) => {
          const { community: row, membership } = accessOf(request);
          await decideApplication(deps, row, membership.userId, request.params.userId, decision, options.decisions);
          return { data: null };
        },
      );
    }

    api.get(
      '/v1/communities/:id/console/members',
      {
        schema: {
          tags,
          description: 'Approved members with their roles, oldest first; search by name or email.',
          params: z.object({ id }),
          querystring: ConsoleMembersQuerySchema,
          response: { 200: data(ConsoleMemberPageSchema) },
        },
      },
      async (request) => ({ data: await listConsoleMembers(deps, community(request).id, request.query) }),
    );
    api.patch(
      '/v1/communities/:id/members/:userId/role',
      {
        schema: {
          tags,
          description:
            'The owner makes a member MANAGER or MEMBER (managers: 403 G01034). The OWNER never changes (G20201): a community has exactly one owner.',
          params: z.object({ id, userId: id }),
          body: ChangeRoleSchema,
          response: ok,
        },
      },
      async (request) => {
        const { community: row, membership } = accessOf(request);
        if (membership.role !== 'OWNER') throw new AppError('G01034');
        await changeRole(deps, row.id, request.params.userId, request.body.role);
        return { data: null };
      },
    );
    api.post(
      '/v1/communities/:id/console/owner',
      {
        schema: {
          tags,
          description:
            'The owner hands the community to an approved member or manager (managers: 403 G01034), and becomes a manager. Not a member 404 G04022; an application 400 G20204; the owner changed meanwhile 409 G09024.',
          params: z.object({ id }),
          body: TransferOwnershipSchema,
          response: ok,
        },
      },
      async (request) => {
        const { community: row, membership } = accessOf(request);
        if (membership.role !== 'OWNER') throw new AppError('G01034');
        await transferOwnership(deps, row.id, membership.userId, request.body.userId, options.ownership);
        return { data: null };
      },
    );
    api.delete(
      '/v1/communities/:id/members/:userId',
      {
        schema: {
          tags,
          description:
            'Removes a member or an application. The owner cannot be removed (G20200); only the owner removes a manager (G01034).',
          params: z.object({ id, userId: id }),
          response: ok,
        },
      },
      async (request) => {
        const { community: row, membership } = accessOf(request);
        await removeMember(deps, row.id, membership, request.params.userId);
        return { data: null };
      },
    );

    api.get(
      '/v1/communities/:id/barred',
      { schema: { tags, params: z.object({ id }), response: { 200: data(z.array(BarredEntrySchema)) } } },
      async (request) => ({
        data: await listBarred(deps, community(request).id),
      }),
    );
    api.post(
      '/v1/communities/:id/barred',
      {
        schema: {
          tags,
          description: 'Bars an account by email: it cannot apply (G01032) and loses its membership. Not the owner (G20202).',
          params: z.object({ id }),
          body: BarSchema,
          response: { 201: data(BarredEntrySchema) },
        },
      },
      async (request, reply) => reply.code(201).send({ data: await bar(deps, community(request).id, request.body.email) }),
    );
    api.delete(
      '/v1/communities/:id/barred/:email',
      { schema: { tags, params: z.object({ id, email: z.string().max(320) }), response: ok } },
      async (request) => {
        await unbar(deps, community(request).id, request.params.email);
        return { data: null };
      },
    );
    api.get(
      '/v1/communities/:id/allowed',
      { schema: { tags, params: z.object({ id }), response: { 200: data(z.array(AllowedEntrySchema)) } } },
      async (request) => ({
        data: await listAllowed(deps, community(request).id),
      }),
    );
    api.post(
      '/v1/communities/:id/allowed',
      {
        schema: {
          tags,
          description: 'An address or a domain whose applicants are approved at once.',
          params: z.object({ id }),
          body: AllowSchema,
          response: { 201: data(AllowedEntrySchema) },
        },
      },
      async (request, reply) => reply.code(201).send({ data: await allow(deps, community(request).id, request.body.entry) }),
    );
    api.delete(
      '/v1/communities/:id/allowed/:entry',
      { schema: { tags, params: z.object({ id, entry: z.string().max(320) }), response: ok } },
      async (request) => {
        await disallow(deps, community(request).id, request.params.entry);
        return { data: null };
      },
    );
  });
}
