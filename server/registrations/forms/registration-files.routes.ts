import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GUEST_TOKEN_HEADER, UploadedFileSchema } from '../../../contract/registration-views.ts';
import { registrationLimits } from '../../../contract/registrations.ts';
import { translate } from '../../../contract/i18n/translate.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { verifyGuestToken } from '../tickets/guest-token.ts';
import { openRegistrationFile, uploadRegistrationFile } from './registration-files.service.ts';
import { registrantOf } from '../registering/registrations.routes.ts';

const tags = ['registration'];
export const FILE_UPLOADS_PER_MINUTE = 20;
const eventQuery = z.object({ eventId: z.string().max(64).optional() });

export async function registrationFilesRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/v1/events/regist-question-file',
    {
      config: {
        rateLimit: {
          max: FILE_UPLOADS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
        },
      },
      schema: {
        tags,
        description:
          'multipart/form-data with one `file` for a FILE question: jpg, jpeg, png, pdf or zip, the name and the content agreeing ' +
          '(G00106 otherwise), up to 30 MB (G00107). A signed-in member, or a non-member with `X-Guest-Token` and `?eventId=`. ' +
          `Answer with \`{ fileId }\`. ${FILE_UPLOADS_PER_MINUTE} per minute (429 G00104).`,
        consumes: ['multipart/form-data'],
        querystring: eventQuery,
        response: { 200: z.object({ data: UploadedFileSchema }) },
      },
    },
    async (request) => {
      const registrant = await registrantOf(request, deps, request.query.eventId ?? '');
      const file = await request.file({ limits: { fileSize: registrationLimits.fileBytes, files: 1 } });
      if (!file) throw new AppError('G00100', { fields: { file: translate(request.locale, 'validation.required') } });
      return {
        data: await uploadRegistrationFile(deps, registrant, {
          stream: file.file,
          filename: file.filename,
          isTruncated: () => file.file.truncated,
        }),
      };
    },
  );

  api.get(
    '/v1/events/regist-question-file/:fileId',
    {
      schema: {
        tags,
        description:
          "An answer's file, to the person who uploaded it (non-members: `X-Guest-Token` and `?eventId=`) and to the host team of " +
          'the event the answer belongs to. Anyone else: 404 G04015.',
        params: z.object({ fileId: z.string().max(64) }),
        querystring: eventQuery,
      },
    },
    async (request, reply) => {
      const token = request.headers[GUEST_TOKEN_HEADER];
      const guest =
        typeof token === 'string' && token && request.query.eventId
          ? await verifyGuestToken(deps.sessionSecret, deps.clock, token, request.query.eventId)
          : null;
      const file = await openRegistrationFile(deps, { userId: request.user?.id ?? null, guest }, request.params.fileId);
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header(
          'content-disposition',
          `attachment; filename="${file.name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file.path));
    },
  );
}
