// What anyone and every member calls (docs/communities.md): the community's info, applying,
// the caller's state, profile forms, answer files and "my communities".
import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplicationResultSchema,
  ApplySchema,
  CommunityInfoQuerySchema,
  CommunityInfoSchema,
  communityLimits,
  MyCommunitiesQuerySchema,
  MyCommunityPageSchema,
  MyMembershipSchema,
  ProfileFormSchema,
} from '../../../contract/communities.ts';
import { translate } from '../../../contract/i18n/translate.ts';
import { UploadedFileSchema } from '../../../contract/registration-views.ts';
import { registrationLimits } from '../../../contract/registrations.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { requireUser } from '../../identity/index.ts';
import { attachmentHeader } from '../../platform/files/checked-file.ts';
import { applyToCommunity, myMembership } from '../membership/apply.service.ts';
import { requireCommunity } from '../console/community-access.ts';
import { communityInfoByHandle } from './communities.service.ts';
import { openCommunityFile, uploadCommunityFile } from './community-files.service.ts';
import { leaveCommunity } from '../membership/leave.service.ts';
import { listMyCommunities } from '../membership/member-lists.service.ts';
import { findProfileForm } from '../console/profile-forms.service.ts';

const tags = ['communities'];
const idParams = z.object({ id: z.string().max(64) });
export const COMMUNITY_FILE_UPLOADS_PER_MINUTE = 20;
export const APPLICATIONS_PER_MINUTE = 30;

export async function communityRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/v1/communities/info',
    {
      schema: {
        tags,
        description: `The community whose handle (subdomain) is \`org\`: anyone may read it; fresh for ${communityLimits.infoFreshSeconds} seconds. Unknown: 404 G04013.`,
        querystring: CommunityInfoQuerySchema,
        response: { 200: z.object({ data: CommunityInfoSchema }) },
      },
    },
    async (request, reply) => {
      const data = await communityInfoByHandle(deps, request.query.org);
      reply.header('cache-control', `public, max-age=${communityLimits.infoFreshSeconds}`);
      return { data };
    },
  );

  api.get(
    '/v1/communities/:id/me',
    {
      schema: {
        tags,
        description:
          "The caller's state in the community: NONE, PENDING, APPROVED (with the role), REJECTED or BARRED. 401 signed out; 404 G04013 unknown community.",
        params: idParams,
        response: { 200: z.object({ data: MyMembershipSchema }) },
      },
    },
    async (request) => ({ data: await myMembership(deps, request.params.id, requireUser(request)) }),
  );

  api.delete(
    '/v1/communities/:id/me',
    {
      schema: {
        tags,
        description:
          'Leave the community (a member or manager) or withdraw the application (an applicant); the caller may apply again later. Answers the new state, NONE. ' +
          'The owner cannot leave (400 G20206); no membership or application to end (a rejected or barred person, anyone else): 404 G04022. 401 signed out; 404 G04013 unknown community.',
        params: idParams,
        response: { 200: z.object({ data: MyMembershipSchema }) },
      },
    },
    async (request) => ({ data: await leaveCommunity(deps, request.params.id, requireUser(request).id) }),
  );

  api.post(
    '/v1/communities/:id/members',
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
      schema: {
        tags,
        description:
          'Apply: a join type and the answers to its profile form (the registration answer rules: G20047, G10016). One application per person ' +
          '(409 G09020, G09021 when already a member); barred accounts 403 G01032 (contact the admin); unknown or archived join type 404 G04020 / 400 G20205. ' +
          "An allow-listed address or domain is approved at once. Answers the caller's new state.",
        params: idParams,
        body: ApplySchema,
        response: { 201: z.object({ data: ApplicationResultSchema }) },
      },
    },
    async (request, reply) => {
      const data = await applyToCommunity(deps, request.params.id, requireUser(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  api.get(
    '/v1/communities/:id/profile-forms/:formId',
    {
      schema: {
        tags,
        description:
          "A join type's profile form, to anyone (the apply form is shown before signing up). Another community's form: 404 G04021.",
        params: z.object({ id: z.string().max(64), formId: z.string().max(64) }),
        response: { 200: z.object({ data: ProfileFormSchema }) },
      },
    },
    async (request) => {
      await requireCommunity(deps.db, request.params.id);
      return { data: await findProfileForm(deps.db, request.params.id, request.params.formId) };
    },
  );

  api.post(
    '/v1/communities/regist-question-file',
    {
      config: {
        rateLimit: {
          max: COMMUNITY_FILE_UPLOADS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
        },
      },
      schema: {
        tags,
        description:
          'multipart/form-data with one `file` for a FILE question of a profile form: jpg, jpeg, png, pdf or zip (G00106 otherwise), up to 30 MB (G00107). ' +
          `Signed in. Answer with \`{ fileId }\`. ${COMMUNITY_FILE_UPLOADS_PER_MINUTE} per minute (429 G00104).`,
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ data: UploadedFileSchema }) },
      },
    },
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
  );

  api.get(
    '/v1/communities/regist-question-file/:fileId',
    {
      schema: {
        tags,
        description:
          "An answer's file, to its uploader and to the owner and managers of the community the application is for. Anyone else: 404 G04015.",
        params: z.object({ fileId: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const file = await openCommunityFile(deps, request.user?.id ?? null, request.params.fileId);
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', attachmentHeader(file.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file.path));
    },
  );

  api.get(
    '/v1/me/communities',
    {
      schema: {
        tags,
        description:
          'The caller\'s communities and applications, newest first, each with its site\'s URL. `filter` is JSON: {"role":"OWNER"}, {"status":"PENDING"}.',
        querystring: MyCommunitiesQuerySchema,
        response: { 200: z.object({ data: MyCommunityPageSchema }) },
      },
    },
    async (request) => ({ data: await listMyCommunities(deps, requireUser(request).id, request.query) }),
  );
}
