// Test steps for the guest-management tests: the host team through the events API, guests through
// the registration API, and — for volume — guests inserted in bulk straight into the tables.
import { randomBytes } from 'node:crypto';
import type { CreateEventInput } from '../../contract/events.ts';
import type { Db } from '../platform/db/client.ts';
import { registrationAnswers, registrations } from '../platform/db/schema/index.ts';
import type { TestApp } from './create-test-app.ts';
import { signedInUser, type UserOverrides } from './factories.ts';
import { hostTeam, publish, type Actor } from './events.ts';
import { asActor, defaultAnswers, managedForm, register, ticketsOf } from './registrations.ts';

export type { Actor };
export type Team = Awaited<ReturnType<typeof guestTeam>>;

/** A published event with its host team (owner, co-host, staff), a stranger, and another host's published event. */
export async function guestTeam(t: TestApp, overrides: Partial<CreateEventInput> = {}) {
  const team = await hostTeam(t, overrides);
  await publish(t, team.owner, team.event.id);
  await publish(t, team.otherHost, team.otherEvent.id);
  const [ticket] = await ticketsOf(t, team.owner, team.event.id);
  return { ...team, ticketId: ticket.id };
}

/** A member registered through the API (extra answers appended to name and email); returns them and their registration. */
export async function registerGuest(
  t: TestApp,
  host: Actor,
  eventId: string,
  overrides: UserOverrides = {},
  extra: { questionId: string; value: unknown }[] = [],
) {
  const guest = await signedInUser(t, overrides);
  const answers = [...(await defaultAnswers(t, host, eventId, { name: guest.user.name, email: guest.user.email })), ...extra];
  const res = await register(t, eventId, asActor(guest), { answers });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const registration = res.json().data.registration as { id: string; status: string; qr: { payload: string } | null };
  return { ...guest, registration };
}

export type BulkGuest = {
  name?: string;
  email?: string;
  status?: 'APPROVED' | 'PENDING' | 'REJECTED' | 'CANCELLED' | 'WAITLISTED';
  createdAt?: Date;
};

/**
 * `guests` non-member registrations in multi-row inserts (for volume: seats are not counted, so
 * don't change their statuses through the API). Answers, when given, are stored with their snapshot.
 */
export async function insertGuests(
  db: Db,
  input: {
    eventId: string;
    ticketId: string;
    guests: BulkGuest[];
    answers?: (index: number) => { questionId: string; question: object; value: unknown }[];
  },
) {
  const tag = randomBytes(4).toString('hex');
  const base = Date.parse('2026-05-01T00:00:00.000Z');
  const rows = input.guests.map((guest, i) => ({
    eventId: input.eventId,
    email: (guest.email ?? `bulk.${tag}.${i}@moim.example`).toLowerCase(),
    name: guest.name ?? `Bulk Guest ${i}`,
    locale: 'en' as const,
    ticketId: input.ticketId,
    status: guest.status ?? 'APPROVED',
    waitlistNumber: guest.status === 'WAITLISTED' ? i + 1 : null,
    qrSecret: randomBytes(32).toString('base64url'),
    createdAt: guest.createdAt ?? new Date(base + i * 1000),
    updatedAt: guest.createdAt ?? new Date(base + i * 1000),
  }));
  const inserted: (typeof registrations.$inferSelect)[] = [];
  for (let start = 0; start < rows.length; start += 2000) {
    inserted.push(
      ...(await db
        .insert(registrations)
        .values(rows.slice(start, start + 2000))
        .returning()),
    );
  }
  if (input.answers) {
    const answers = inserted.flatMap((row, i) =>
      input.answers!(i).map((a) => ({ registrationId: row.id, ...a, question: a.question as never })),
    );
    for (let start = 0; start < answers.length; start += 2000)
      await db.insert(registrationAnswers).values(answers.slice(start, start + 2000));
  }
  return inserted;
}

export const managementUrl = (eventId: string, path = '') => `/v1/event-managements/${eventId}${path}`;

export function listGuests(t: TestApp, actor: Actor | undefined, eventId: string, query: Record<string, unknown> = {}) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  );
  return t.app.inject({ method: 'GET', url: `${managementUrl(eventId, '/participants')}?${search}`, headers: asActor(actor) });
}

export function scan(t: TestApp, actor: Actor | undefined, eventId: string, qr: string) {
  return t.app.inject({ method: 'POST', url: managementUrl(eventId, '/check-in'), headers: asActor(actor), payload: { qr } });
}

export function patchGuest(t: TestApp, actor: Actor | undefined, eventId: string, pid: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'PATCH', url: managementUrl(eventId, `/participants/${pid}`), headers: asActor(actor), payload });
}

/** The form's question of a kind (after adding it when asked). */
export async function questionOf(t: TestApp, host: Actor, eventId: string, kind: string) {
  const form = await managedForm(t, host, eventId);
  return form.questions.find((q) => q.kind === kind);
}
