import type { TicketByLink } from '../../../contract/registration-views.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { findRegistrationById, myRegistrationView } from '../registering/registration-view.ts';
import { verifyTicketLink } from './ticket-link.ts';

/**
 * GET /v1/tickets/by-link?token=: the ticket a non-member's approval email links to, with its event.
 * Only viewing; a registration gone (purged) answers like a bad link.
 */
export async function viewTicketByLink(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sessionSecret'>,
  token: string,
): Promise<TicketByLink> {
  const claims = verifyTicketLink(deps.sessionSecret, deps.clock.now(), token);
  const row = await findRegistrationById(deps.db, claims.registrationId);
  if (!row || row.registration.eventId !== claims.eventId || row.registration.userId !== null) throw new AppError('G01029');
  const { event } = row;
  return {
    event: {
      id: event.id,
      handle: event.handle,
      title: event.title,
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt.toISOString(),
      timezone: event.timezone,
      allDay: event.allDay,
    },
    ...(await myRegistrationView(deps.db, event.id, row)),
  };
}
