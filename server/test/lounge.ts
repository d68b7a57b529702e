// Test steps for the lounge tests: an event with its host team and the lounge on, guests in any
// registration state, and cards made through the API.
import { randomBytes } from 'node:crypto';
import type { CreateEventInput } from '../../contract/events.ts';
import type { ProfileCardForm } from '../../contract/people.ts';
import { cardInputKeys, emptyValues } from '../../contract/profile-fields.ts';
import type { RegistrationStatus } from '../../contract/registrations.ts';
import { registrations } from '../platform/db/schema/index.ts';
import type { TestApp } from './create-test-app.ts';
import { signedInUser, type UserOverrides } from './factories.ts';
import type { Actor } from './events.ts';
import { guestTeam } from './guests.ts';
import { asActor, patchEvent } from './registrations.ts';

export type { Actor };

/** guestTeam with the lounge on. */
export async function loungeTeam(t: TestApp, overrides: Partial<CreateEventInput> = {}) {
  const team = await guestTeam(t, { loungeEnabled: true, ...overrides });
  return team;
}

export async function setLounge(t: TestApp, host: Actor, eventId: string, loungeEnabled: boolean) {
  const res = await patchEvent(t, host, eventId, { loungeEnabled });
  if (res.statusCode !== 200) throw new Error(`lounge switch failed: ${res.statusCode} ${res.body}`);
}

/** A member with a registration in the given state, written straight into the table (for personas). */
export async function memberWithStatus(
  t: TestApp,
  event: { eventId: string; ticketId: string },
  status: RegistrationStatus,
  overrides: UserOverrides = {},
) {
  const member = await signedInUser(t, overrides);
  const now = t.clock.now();
  await t.db.insert(registrations).values({
    eventId: event.eventId,
    userId: member.user.id,
    email: member.user.email,
    name: member.user.name,
    locale: 'en',
    ticketId: event.ticketId,
    status,
    waitlistNumber: status === 'WAITLISTED' ? 1 : null,
    qrSecret: randomBytes(32).toString('base64url'),
    createdAt: now,
    updatedAt: now,
  });
  return member;
}

export function cardForm(overrides: Partial<ProfileCardForm> = {}): ProfileCardForm {
  return {
    name: 'Card Person',
    ...emptyValues(cardInputKeys),
    roles: [],
    seeking: [],
    seekingSkills: [],
    hiddenFields: ['email', 'phoneNumber', 'dateOfBirth', 'attachedFile'],
    ...overrides,
  };
}

export async function makeCard(t: TestApp, actor: Actor, overrides: Partial<ProfileCardForm> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/me/profile-card',
    headers: asActor(actor),
    payload: cardForm({ name: actor.user.name, ...overrides }),
  });
  if (res.statusCode !== 201) throw new Error(`card failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}
