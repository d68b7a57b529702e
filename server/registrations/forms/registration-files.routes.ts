import type { FastifyInstance, FastifyRequest } from 'fastify';
import { downloadRegistrationAnswerFile, uploadRegistrationAnswerFile } from '../../../contract/endpoints/registrations/files.ts';
import { FILE_UPLOADS_PER_MINUTE } from '../../../contract/endpoints/registrations/shared.ts';
import { GUEST_TOKEN_HEADER } from '../../../contract/registration-views.ts';
import { registrationLimits } from '../../../contract/registrations.ts';
import { translate } from '../../../contract/i18n/translate.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import { verifyGuestToken } from '../tickets/guest-token.ts';
import { openRegistrationFile, uploadRegistrationFile } from './registration-files.service.ts';
import { registrantOf } from '../registering/registrations.routes.ts';

export async function registrationFilesRoutes(app: FastifyInstance, deps: AppDeps) {
  route(
    app,
    uploadRegistrationAnswerFile,
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
    {
      config: {
        rateLimit: {
          max: FILE_UPLOADS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
        },
      },
    },
  );

  route(app, downloadRegistrationAnswerFile, async (request, reply) => {
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
      .send(file.stream);
  });
}
