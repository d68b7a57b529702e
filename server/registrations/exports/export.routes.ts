import type { FastifyInstance } from 'fastify';
import { exportGuestsCsv, listGuestExports } from '../../../contract/endpoints/registrations/exports.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { whenClientGoes } from '../../platform/http/client-gone.ts';
import { route } from '../../platform/http/route.ts';
import { requireUser } from '../../identity/index.ts';
import { exportParticipantsCsv } from './export-participants.service.ts';
import { listParticipantExports } from './list-participant-exports.service.ts';

/** The guest list as CSV, and the audit of every export. HOST, CO_HOST. */
export async function exportRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, exportGuestsCsv, async (request, reply) => {
    const user = requireUser(request);
    const gone = whenClientGoes(reply);
    const { filename, stream } = await exportParticipantsCsv(deps, user, request.params.id, request.body, request.locale, gone);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(stream);
  });

  route(app, listGuestExports, async (request) => ({
    data: { items: await listParticipantExports(deps, requireUser(request).id, request.params.id) },
  }));
}
