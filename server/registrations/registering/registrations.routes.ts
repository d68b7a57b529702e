import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CheckEmailSchema,
  GUEST_TOKEN_HEADER,
  GuestCodeSentSchema,
  GuestProofSchema,
  MyRegistrationSchema,
  MyRegistrationsQuerySchema,
  PublicFormSchema,
  RegisterSchema,
  RegistrationSummarySchema,
  TicketByLinkSchema,
  UserEventRegistrationSchema,
  VerifyGuestEmailSchema,
} from '../../../contract/registration-views.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { requireUser } from '../../identity/index.ts';
import { requestGuestCode, verifyGuestEmail } from '../tickets/guest-email-proof.service.ts';
import { verifyGuestToken } from '../tickets/guest-token.ts';
import {
  getMyTicket,
  getMyTicketQrSvg,
  getPublicForm,
  getUserEventRegistration,
  listMyRegistrations,
} from '../tickets/my-registration.service.ts';
import { registerForEvent } from './register.service.ts';
import { viewTicketByLink } from '../tickets/ticket-by-link.service.ts';
import type { Registrant } from './registrant.ts';
import { cancelRegistration } from './registration-status.service.ts';
import { conditionalSeats, type SeatGuard } from './seats.ts';

const tags = ['registration'];
const params = z.object({ id: z.string().max(64) });
const mine = { 200: z.object({ data: MyRegistrationSchema }) };
const who =
  'A signed-in member, or a non-member sending the `X-Guest-Token` header from check-email/verify (for this event; otherwise 401 G01020). ' +
  'Neither: 401 G01001.';

/** The member signed in, or the non-member whose guest token proves their email for this event. */
export async function registrantOf(request: FastifyRequest, deps: AppDeps, eventId: string): Promise<Registrant> {
  const token = request.headers[GUEST_TOKEN_HEADER];
  if (typeof token === 'string' && token) {
    const { email } = await verifyGuestToken(deps.sessionSecret, deps.clock, token, eventId);
    return { kind: 'guest', email, eventId, locale: request.locale };
  }
  const user = requireUser(request);
  return { kind: 'member', userId: user.id, account: { email: user.email, name: user.name, locale: user.locale } };
}

export type RegistrationRoutesOptions = { seats?: SeatGuard };

export async function registrationsRoutes(app: FastifyInstance, deps: AppDeps, options: RegistrationRoutesOptions = {}) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const seats = options.seats ?? conditionalSeats;

  api.get(
    '/v1/events/:id/regist-forms',
    {
      schema: {
        tags,
        description:
          'The published form: asked questions in order (HIDDEN ones left out) and, for a signed-in member, `prefill` with their ' +
          'profile values by question id. Unpublished form: 404 G04007; unknown or draft event: 404 G04002.',
        params,
        response: { 200: z.object({ data: PublicFormSchema }) },
      },
    },
    async (request) => ({ data: await getPublicForm(deps, request.user?.id ?? null, request.params.id) }),
  );

  api.post(
    '/v1/events/:id/register',
    {
      schema: {
        tags,
        description:
          `${who} Answers are checked per kind (G20047 with a message per \`answers.<questionId>\`); required terms not agreed: G10016 ` +
          '(non-members also agree to the policies: `agreeToPolicies`). Event or form unpublished: G20002; event ended: G20017; ' +
          'outside the ticket sale: G20013; unknown ticket: 404 G04006; ticket off sale: G20049; a registration already there: 409 G09007 ' +
          '(a cancelled one may register again). Full: G20003, or WAITLISTED when the waitlist is on. APPROVED, or PENDING when the ' +
          "host approves guests. `updateProfile` writes profile-kind answers back to a member's profile.",
        params,
        body: RegisterSchema,
        response: { 201: z.object({ data: MyRegistrationSchema }) },
      },
    },
    async (request, reply) => {
      const registrant = await registrantOf(request, deps, request.params.id);
      const data = await registerForEvent(deps, registrant, request.params.id, request.body, seats);
      return reply.code(201).send({ data });
    },
  );

  api.post(
    '/v1/events/:id/check-email',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => request.ip } },
      schema: {
        tags,
        description:
          'Non-members: emails a 6-digit code for this event (valid 5 minutes), or keeps the one already sent while it works (`sent: false`). ' +
          '`resend`: once a minute (403 G01017), five an hour (403 G01018); ten wrong guesses an hour lock the email (401 G01016); ' +
          '10 requests a minute per address (429 G00104). Unknown or draft event: 404 G04002.',
        params,
        body: CheckEmailSchema,
        response: { 200: z.object({ data: GuestCodeSentSchema }) },
      },
    },
    async (request) => ({ data: await requestGuestCode(deps, request.params.id, request.body, request.locale) }),
  );

  api.post(
    '/v1/events/:id/check-email/verify',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => request.ip } },
      schema: {
        tags,
        description:
          'Checks the code: the guest token (send it as `X-Guest-Token`, valid one hour) and the registration for this email if there ' +
          'is one — the only way a non-member sees their status. Wrong: 401 G01014; five wrong: 401 G01015; expired: 401 G01026.',
        params,
        body: VerifyGuestEmailSchema,
        response: { 200: z.object({ data: GuestProofSchema }) },
      },
    },
    async (request) => {
      const proof = await verifyGuestEmail(deps, request.params.id, request.body.email, request.body.code);
      const registrant: Registrant = { kind: 'guest', email: proof.email, eventId: request.params.id, locale: request.locale };
      const status = await getMyTicket(deps, registrant, request.params.id);
      return { data: { ...proof, label: status.label, registration: status.registration } };
    },
  );

  api.get(
    '/v1/tickets/by-link',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => request.ip } },
      schema: {
        tags,
        description:
          "A non-member's ticket opened from their approval email: `token` is the signed link's `t`, naming one registration, good " +
          'for viewing it until the event ends. Altered, expired or not a ticket link: 401 G01029. 30 a minute per address (429 G00104).',
        querystring: z.object({ token: z.string().min(1).max(512) }),
        response: { 200: z.object({ data: TicketByLinkSchema }) },
      },
    },
    async (request) => ({ data: await viewTicketByLink(deps, request.query.token) }),
  );

  api.get(
    '/v1/events/:id/me',
    {
      schema: {
        tags,
        description: `${who} The registration with its status label, answers and, while APPROVED, the ticket's QR code; or NOT_REGISTERED.`,
        params,
        response: mine,
      },
    },
    async (request) => ({
      data: await getMyTicket(deps, await registrantOf(request, deps, request.params.id), request.params.id),
    }),
  );

  api.get(
    '/v1/events/:id/me/qr.svg',
    { schema: { tags, description: `${who} The ticket's QR code as SVG, while APPROVED (else 404 G04006).`, params } },
    async (request, reply) => {
      const svg = await getMyTicketQrSvg(deps, await registrantOf(request, deps, request.params.id), request.params.id);
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'private, no-store').send(svg);
    },
  );

  api.post(
    '/v1/events/:id/me/cancel',
    {
      schema: {
        tags,
        description: `${who} Cancels (from APPROVED, PENDING or WAITLISTED; else G20024); the seat goes to the first in line. Not registered: 404 G04003; event ended: G20017.`,
        params,
        response: mine,
      },
    },
    async (request) => ({
      data: await cancelRegistration(deps, await registrantOf(request, deps, request.params.id), request.params.id),
    }),
  );

  api.get(
    '/v1/users/events',
    {
      schema: {
        tags,
        description:
          "The signed-in member's registrations with their events (`tab`: upcoming soonest first, past or all latest first). " +
          'Cancelled and rejected ones only with `includeInactive=true`. Paged by `take` and `cursorId`.',
        querystring: MyRegistrationsQuerySchema,
        response: {
          200: z.object({
            data: z.object({ items: z.array(RegistrationSummarySchema), hasMore: z.boolean(), cursorId: z.string().nullable() }),
          }),
        },
      },
    },
    async (request) => ({ data: await listMyRegistrations(deps, requireUser(request).id, request.query) }),
  );

  api.get(
    '/v1/users/:userId/events/:eventId',
    {
      schema: {
        tags,
        description:
          "A member's registration for an event (or NOT_REGISTERED): for themselves and for the event's host team; anyone else 404 G04003.",
        params: z.object({ userId: z.string().max(64), eventId: z.string().max(64) }),
        response: { 200: z.object({ data: UserEventRegistrationSchema }) },
      },
    },
    async (request) => ({
      data: await getUserEventRegistration(deps, requireUser(request).id, request.params.userId, request.params.eventId),
    }),
  );
}
