import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BulkChangeParticipantsSchema,
  ChangeParticipantSchema,
  HostDashboardSchema,
  ParticipantDetailSchema,
  ParticipantListQuerySchema,
  ParticipantPageSchema,
  ParticipantSchema,
} from '../../../contract/guests.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { requireUser } from '../../identity/index.ts';
import { bulkChangeParticipantStatus, changeParticipantStatus } from './change-participant-status.service.ts';
import { getHostDashboard } from './dashboard.service.ts';
import { getParticipant } from './get-participant.service.ts';
import { listParticipants } from './list-participants.service.ts';

export const guestTags = ['guest management'];
export const guestAccess =
  'Sign-in required (401 G01001). Outside the host team: 404 G04002; a team role without the right: 403 G01019 (docs/roles.md).';
const params = z.object({ id: z.string().max(64) });
const participantParams = z.object({ id: z.string().max(64), pid: z.string().max(64) });
const base = '/v1/event-managements/:id';

/** The guest list, a guest, the host's decisions and the dashboard. */
export async function guestsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = guestTags;

  api.get(
    `${base}/participants`,
    {
      schema: {
        tags,
        description:
          'One page of the guest list (`take` ≤ 100, `page` from 1), newest first unless `sort`. `search` matches name, email or ' +
          'organization (contains, any capitals). `filters` is one URL-encoded JSON object, every key optional and combined with AND: ' +
          '`{"status":["APPROVED","PENDING"],"checkInStatus":"CHECKED_IN","ticketIds":["…"],"answers":[{"questionId":"…","choiceIds":["…"]}]}` ' +
          '(an answers filter matches guests who picked any of its choices). The check-in tabs: All = no checkInStatus, Attended = ' +
          `CHECKED_IN, Not Attended = NOT_CHECKED_IN. Malformed filters: 400 G00100. HOST, CO_HOST, STAFF. ${guestAccess}`,
        params,
        querystring: ParticipantListQuerySchema,
        response: { 200: z.object({ data: ParticipantPageSchema }) },
      },
    },
    async (request) => ({ data: await listParticipants(deps, requireUser(request).id, request.params.id, request.query) }),
  );

  api.get(
    `${base}/participants/:pid`,
    {
      schema: {
        tags,
        description:
          "A guest: the list's fields, their RSVP answers with each question as it was answered, their profile card and the latest " +
          `check-in changes. Another event's guest or an unknown id: 404 G04003. HOST, CO_HOST, STAFF. ${guestAccess}`,
        params: participantParams,
        response: { 200: z.object({ data: ParticipantDetailSchema }) },
      },
    },
    async (request) => ({ data: await getParticipant(deps, requireUser(request).id, request.params.id, request.params.pid) }),
  );

  api.patch(
    `${base}/participants/:pid`,
    {
      schema: {
        tags,
        description:
          '`status` (APPROVED, REJECTED, PENDING: HOST, CO_HOST) and/or `checkInStatus` (CHECKED_IN, NOT_CHECKED_IN: also STAFF), in ' +
          'one transaction. Seats and the waitlist follow the change; the guest is emailed on approval, rejection and every check-in ' +
          'change, once per change. Not allowed from the current status (a cancelled guest, say): G20024; no seat left: G20003; ' +
          `checking in a guest who is not approved: G20083–G20086. Another event's guest: 404 G04003. ${guestAccess}`,
        params: participantParams,
        body: ChangeParticipantSchema,
        response: { 200: z.object({ data: ParticipantSchema }) },
      },
    },
    async (request) => ({
      data: await changeParticipantStatus(deps, requireUser(request).id, request.params.id, request.params.pid, request.body),
    }),
  );

  api.post(
    `${base}/participants/bulk`,
    {
      schema: {
        tags,
        description:
          "The same status for up to 500 guests, all or nothing: any unknown or other event's id (404 G04003), any change not allowed " +
          '(G20024) or not enough seats (G20003) and no guest changes. Guests already in that status are left as they are. Answers ' +
          `the guests in the order asked. HOST, CO_HOST. ${guestAccess}`,
        params,
        body: BulkChangeParticipantsSchema,
        response: { 200: z.object({ data: z.object({ items: z.array(ParticipantSchema) }) }) },
      },
    },
    async (request) => ({
      data: { items: await bulkChangeParticipantStatus(deps, requireUser(request).id, request.params.id, request.body) },
    }),
  );

  api.get(
    `${base}/dashboard`,
    {
      schema: {
        tags,
        description:
          "The management index's charts: registrations per day in the event's time zone (empty days included, with a running " +
          `total), counts by status, approvals pending, check-in progress (overall, per hour, per ticket). HOST, CO_HOST, STAFF. ${guestAccess}`,
        params,
        response: { 200: z.object({ data: HostDashboardSchema }) },
      },
    },
    async (request) => ({ data: await getHostDashboard(deps, requireUser(request).id, request.params.id) }),
  );
}
