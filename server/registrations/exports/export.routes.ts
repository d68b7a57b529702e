import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ExportParticipantsSchema, ParticipantExportSchema } from '../../../contract/guests.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { requireUser } from '../../identity/index.ts';
import { exportParticipantsCsv } from './export-participants.service.ts';
import { guestAccess, guestTags as tags } from '../guest-list/guests.routes.ts';
import { listParticipantExports } from './list-participant-exports.service.ts';

const params = z.object({ id: z.string().max(64) });
const base = '/v1/event-managements/:id';

/** The guest list as CSV, and the audit of every export. HOST, CO_HOST. */
export async function exportRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    `${base}/participants/export-csv`,
    {
      schema: {
        tags,
        description:
          'Streams `text/csv` (UTF-8 with a BOM, CRLF) of the guests matching `search` and `filters` (as the list; none: everyone), ' +
          'oldest registration first: name, email, organization, status, check-in, checked-in time and registration time (the ' +
          "event's time zone), ticket, member; then one column per question answered, titled as answered. Headers and labels follow " +
          'Accept-Language. Any cell starting with = + - @, tab or CR (also after spaces) is prefixed with an apostrophe. Every ' +
          `export is recorded (see …/participants/exports). HOST, CO_HOST; STAFF 403 G01019. ${guestAccess}`,
        params,
        body: ExportParticipantsSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { filename, stream } = await exportParticipantsCsv(deps, user, request.params.id, request.body, request.locale);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );

  api.get(
    `${base}/participants/exports`,
    {
      schema: {
        tags,
        description: `The latest 100 exports of this event's guest list: who, when, search, filters, rows. HOST, CO_HOST. ${guestAccess}`,
        params,
        response: { 200: z.object({ data: z.object({ items: z.array(ParticipantExportSchema) }) }) },
      },
    },
    async (request) => ({ data: { items: await listParticipantExports(deps, requireUser(request).id, request.params.id) } }),
  );
}
