// Test steps for the events tests, through the public API (plus the plain user factories).
import type { CreateEventInput } from '../../contract/events.ts';
import type { TestApp } from './create-test-app.ts';
import { signedInUser, type UserOverrides } from './factories.ts';
import type { UserRow } from '../identity/index.ts';

export type Actor = { user: UserRow; cookie: string };

/** A complete, valid form: offline, a week after the fake clock's start, two hours long. */
export function eventInput(overrides: Partial<CreateEventInput> = {}): CreateEventInput {
  return {
    title: 'Seoul AI Meetup',
    startsAt: '2026-06-08T10:00:00.000Z',
    endsAt: '2026-06-08T12:00:00.000Z',
    timezone: 'Asia/Seoul',
    location: {
      mode: 'OFFLINE',
      venue: { type: 'MANUAL', fullAddress: '1 Teheran-ro, Gangnam-gu, Seoul', city: 'Seoul' },
      detail: '3rd floor',
    },
    eventTypes: ['MEETUP'],
    eventFields: ['IT_PROGRAMMING'],
    description: '<p>Talks and <strong>pizza</strong>.</p>',
    ...overrides,
  };
}

export const proUser = (t: TestApp, overrides: UserOverrides = {}) => signedInUser(t, { accessLevel: 'PRO', ...overrides });

export async function createEventAs(t: TestApp, actor: Actor, overrides: Partial<CreateEventInput> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/events',
    headers: { cookie: actor.cookie },
    payload: eventInput(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string; handle: string; [key: string]: unknown };
}

export async function publish(t: TestApp, actor: Actor, eventId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/event-managements/${eventId}/publish`,
    headers: { cookie: actor.cookie },
  });
  if (res.statusCode !== 200) throw new Error(`publish failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

export async function addToTeam(t: TestApp, owner: Actor, eventId: string, member: Actor, role: 'CO_HOST' | 'STAFF') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/event-managements/${eventId}/hosts`,
    headers: { cookie: owner.cookie },
    payload: { email: member.user.email, role },
  });
  if (res.statusCode !== 201) throw new Error(`add host failed: ${res.statusCode} ${res.body}`);
}

/** An owner, a co-host, a staff member, a signed-in stranger and the owner of another event. */
export async function hostTeam(t: TestApp, overrides: Partial<CreateEventInput> = {}) {
  const owner = await proUser(t, { name: 'Owner Kim' });
  const coHost = await signedInUser(t, { name: 'Co Host Lee' });
  const staff = await signedInUser(t, { name: 'Staff Park' });
  const stranger = await signedInUser(t, { name: 'Stranger Choi' });
  const otherHost = await proUser(t, { name: 'Other Host Jung' });
  const event = await createEventAs(t, owner, overrides);
  const otherEvent = await createEventAs(t, otherHost, { title: 'Another event' });
  await addToTeam(t, owner, event.id, coHost, 'CO_HOST');
  await addToTeam(t, owner, event.id, staff, 'STAFF');
  return { owner, coHost, staff, stranger, otherHost, event, otherEvent };
}
