// What anyone and every member calls (docs/communities.md): the community's info, applying,
// the caller's state, profile forms, answer files and "my communities".
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { communityLimits } from '../../../contract/communities.ts';
import {
  applyToCommunity,
  getCommunityAnswerFile,
  getCommunityInfo,
  getCommunityProfileForm,
  getMyCommunityMembership,
  leaveCommunity,
  listMyCommunities,
  uploadCommunityAnswerFile,
} from '../../../contract/endpoints/communities/site.ts';
import { translate } from '../../../contract/i18n/translate.ts';
import { registrationLimits } from '../../../contract/registrations.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import { requireUser } from '../../identity/index.ts';
import { attachmentHeader } from '../../platform/files/checked-file.ts';
import { getApplyForm } from '../membership/apply-form.service.ts';
import { applyToCommunity as apply, myMembership } from '../membership/apply.service.ts';
import { communityInfoByHandle } from './communities.service.ts';
import { openCommunityFile, uploadCommunityFile } from './community-files.service.ts';
import { leaveCommunity as leave } from '../membership/leave.service.ts';
import { listMyCommunities as myCommunities } from '../membership/member-lists.service.ts';

export const COMMUNITY_FILE_UPLOADS_PER_MINUTE = communityLimits.fileUploadsPerMinute;
export const APPLICATIONS_PER_MINUTE = 30;

export async function communityRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, getCommunityInfo, async (request, reply) => {
    const data = await communityInfoByHandle(deps, request.query.org);
    reply.header('cache-control', `public, max-age=${communityLimits.infoFreshSeconds}`);
    return { data };
  });

  route(app, getMyCommunityMembership, async (request) => ({
    data: await myMembership(deps, request.params.id, requireUser(request)),
  }));

  route(app, leaveCommunity, async (request) => ({
    data: await leave(deps, request.params.id, requireUser(request).id),
  }));

  route(
    app,
    applyToCommunity,
    async (request, reply) => {
      const data = await apply(deps, request.params.id, requireUser(request), request.body);
      return reply.code(201).send({ data });
    },
    {
      config: {
        rateLimit: {
          max: APPLICATIONS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
        },
      },
      preValidation: async (request) => {
        requireUser(request);
      },
    },
  );

  route(app, getCommunityProfileForm, async (request) => ({
    data: await getApplyForm(deps, request.user?.id ?? null, request.params.id, request.params.formId),
  }));

  route(
    app,
    uploadCommunityAnswerFile,
    async (request) => {
      const user = requireUser(request);
      const file = await request.file({ limits: { fileSize: registrationLimits.fileBytes, files: 1 } });
      if (!file) throw new AppError('G00100', { fields: { file: translate(request.locale, 'validation.required') } });
      return {
        data: await uploadCommunityFile(deps, user.id, {
          stream: file.file,
          filename: file.filename,
          isTruncated: () => file.file.truncated,
        }),
      };
    },
    {
      config: {
        rateLimit: {
          max: COMMUNITY_FILE_UPLOADS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
        },
      },
    },
  );

  route(app, getCommunityAnswerFile, async (request, reply) => {
    const file = await openCommunityFile(deps, request.user?.id ?? null, request.params.fileId);
    return reply
      .type(file.contentType)
      .header('content-length', file.size)
      .header('content-disposition', attachmentHeader(file.name))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  });

  route(app, listMyCommunities, async (request) => ({
    data: await myCommunities(deps, requireUser(request).id, request.query),
  }));
}
