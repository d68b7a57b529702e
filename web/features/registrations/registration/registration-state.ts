import type { TicketsInfo } from '../../../../contract/registration-views.ts';
import type { RegistrationLabel } from '../../../../contract/registrations.ts';

// What the panel, the form and the result page read from the tickets and the guest's label. Kept
// apart from the form so the event page's panel loads without the form's code.

/** A label that means a registration form is already in (a cancelled guest may register again). */
export const hasRegistered = (label: RegistrationLabel) => label !== 'NOT_REGISTERED' && label !== 'CANCELLED';

/** Whether everyone taking a seat now joins the line instead: said before they answer anything. */
export function joinsWaitlist(info: TicketsInfo): boolean {
  if (!info.waitlistEnabled) return false;
  if (info.maxParticipants !== null && info.taken >= info.maxParticipants) return true;
  // No tickets yet means the event's own default: open and unlimited.
  const selling = info.tickets.filter((ticket) => ticket.saleState === 'OPEN' || ticket.saleState === 'SOLD_OUT');
  return selling.length > 0 && selling.every((ticket) => ticket.remaining !== null && ticket.remaining <= 0);
}

/** When registration opens: the earliest sale start still ahead. */
export function opensAt(info: TicketsInfo): string | null {
  const starts = info.tickets
    .map((ticket) => ticket.saleStartsAt)
    .filter((start): start is string => start !== null && Date.parse(start) > Date.now());
  return starts.sort()[0] ?? null;
}
