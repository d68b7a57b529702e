import type { RegistrationState } from '../../../contract/events.ts';
import type { EventRow } from '../hosts/event-access.ts';
import type { RegistrationFacts } from './registration-facts.ts';

/**
 * One way to sell seats: a sale window and what is left. The registration issue turns each ticket
 * into one of these (capacity null = unlimited).
 */
export type SaleWindow = { opensAt: Date | null; closesAt: Date | null; capacity: number | null; taken: number };

/**
 * The registration period (before, open, sold out, closed), from the event and its sale windows.
 * Without windows (no tickets yet) registration is open until the event ends.
 */
export function registrationStateFrom(event: Pick<EventRow, 'endsAt'>, now: Date, windows: SaleWindow[]): RegistrationState {
  if (event.endsAt.getTime() <= now.getTime()) return 'CLOSED';
  if (windows.length === 0) return 'OPEN';
  const selling = windows.filter((w) => (!w.opensAt || w.opensAt <= now) && (!w.closesAt || now < w.closesAt));
  if (selling.length > 0) {
    return selling.every((w) => w.capacity !== null && w.taken >= w.capacity) ? 'SOLD_OUT' : 'OPEN';
  }
  return windows.some((w) => w.opensAt && now < w.opensAt) ? 'BEFORE' : 'CLOSED';
}

type StateEvent = Pick<EventRow, 'id' | 'endsAt' | 'status' | 'maxParticipants' | 'waitlistEnabled'>;

/**
 * The tickets' state, then the event's own rules: closed while the event or its form is
 * unpublished or no ticket is on offer; sold out when the event's maximum is reached; never sold
 * out while the waitlist takes people.
 */
export function eventRegistrationState(event: StateEvent, now: Date, facts: RegistrationFacts): RegistrationState {
  if (event.status !== 'PUBLISHED' || !facts.formPublished || facts.noTicketOnOffer) return 'CLOSED';
  const state = registrationStateFrom(event, now, facts.windows);
  const eventFull = event.maxParticipants !== null && facts.taken >= event.maxParticipants;
  const soldOut = state === 'SOLD_OUT' || (state === 'OPEN' && eventFull);
  if (soldOut) return event.waitlistEnabled ? 'OPEN' : 'SOLD_OUT';
  return state;
}
