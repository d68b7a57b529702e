import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  cancelMyRegistration,
  getMyRegistration,
  getMyTicketQr,
  getRegistrationForm,
  getTicketByLink,
  getUserEventRegistration,
  listMyRegistrations,
  registerForEvent,
  sendGuestCode,
  verifyGuestCode,
} from '../../../contract/endpoints/registrations/registering.ts';
import { GUEST_TOKEN_HEADER } from '../../../contract/registration-views.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import { requireUser } from '../../identity/index.ts';
import { requestGuestCode, verifyGuestEmail } from '../tickets/guest-email-proof.service.ts';
import { verifyGuestToken } from '../tickets/guest-token.ts';
import * as myRegistration from '../tickets/my-registration.service.ts';
import * as registering from './register.service.ts';
import { viewTicketByLink } from '../tickets/ticket-by-link.service.ts';
import type { Registrant } from './registrant.ts';
import { cancelRegistration } from './registration-status.service.ts';
import { conditionalSeats, type SeatGuard } from './seats.ts';
import type { SoldOutEvents } from './sold-out-events.ts';

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

const perAddress = (max: number) => ({
  config: { rateLimit: { max, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => request.ip } },
});

export type RegistrationRoutesOptions = {
  seats?: SeatGuard;
  /** what the instance knows of sold-out events; another only for the concurrency test's negative control */
  soldOut?: SoldOutEvents;
};

export async function registrationsRoutes(app: FastifyInstance, deps: AppDeps, options: RegistrationRoutesOptions = {}) {
  const seats = options.seats ?? conditionalSeats;

  route(app, getRegistrationForm, async (request) => ({
    data: await myRegistration.getPublicForm(deps, request.user?.id ?? null, request.params.id),
  }));

  route(app, registerForEvent, async (request, reply) => {
    const registrant = await registrantOf(request, deps, request.params.id);
    const data = await registering.registerForEvent(deps, registrant, request.params.id, request.body, seats, options.soldOut);
    return reply.code(201).send({ data });
  });

  route(
    app,
    sendGuestCode,
    async (request) => ({ data: await requestGuestCode(deps, request.params.id, request.body, request.locale) }),
    perAddress(10),
  );

  route(
    app,
    verifyGuestCode,
    async (request) => {
      const proof = await verifyGuestEmail(deps, request.params.id, request.body.email, request.body.code);
      const registrant: Registrant = { kind: 'guest', email: proof.email, eventId: request.params.id, locale: request.locale };
      const status = await myRegistration.getMyTicket(deps, registrant, request.params.id);
      return { data: { ...proof, label: status.label, registration: status.registration } };
    },
    perAddress(20),
  );

  route(app, getTicketByLink, async (request) => ({ data: await viewTicketByLink(deps, request.query.token) }), perAddress(30));

  route(app, getMyRegistration, async (request) => ({
    data: await myRegistration.getMyTicket(deps, await registrantOf(request, deps, request.params.id), request.params.id),
  }));

  route(app, getMyTicketQr, async (request, reply) => {
    const registrant = await registrantOf(request, deps, request.params.id);
    const svg = await myRegistration.getMyTicketQrSvg(deps, registrant, request.params.id);
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'private, no-store').send(svg);
  });

  route(app, cancelMyRegistration, async (request) => ({
    data: await cancelRegistration(deps, await registrantOf(request, deps, request.params.id), request.params.id),
  }));

  route(app, listMyRegistrations, async (request) => ({
    data: await myRegistration.listMyRegistrations(deps, requireUser(request).id, request.query),
  }));

  route(app, getUserEventRegistration, async (request) => ({
    data: await myRegistration.getUserEventRegistration(
      deps,
      requireUser(request).id,
      request.params.userId,
      request.params.eventId,
    ),
  }));
}
