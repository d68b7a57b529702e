// Test steps for the registration tests: events through the events API, registrations through ours.
import type { CreateEventInput } from '../../contract/events.ts';
import type { TestApp } from './create-test-app.ts';
import { signedInUser, type UserOverrides } from './factories.ts';
import { createEventAs, proUser, publish, type Actor } from './events.ts';

export type { Actor };
type Headers = Record<string, string>;

export const asActor = (actor?: Actor): Headers => (actor ? { cookie: actor.cookie } : {});
export const asGuest = (token: string): Headers => ({ 'x-guest-token': token });

/** A PRO host and their published event (a week after the fake clock's start, two hours long). */
export async function publishedEvent(t: TestApp, overrides: Partial<CreateEventInput> = {}) {
  const host = await proUser(t, { name: 'Host Kim' });
  const event = await createEventAs(t, host, overrides);
  await publish(t, host, event.id);
  return { host, event };
}

export const guestUser = (t: TestApp, overrides: UserOverrides = {}) => signedInUser(t, overrides);

export async function managedForm(t: TestApp, host: Actor, eventId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/v1/event-managements/${eventId}/regist-forms`, headers: asActor(host) });
  if (res.statusCode !== 200) throw new Error(`form failed: ${res.statusCode} ${res.body}`);
  return res.json().data as {
    questions: { id: string; kind: string; requirement: string; choices: { id: string; label: string }[] }[];
    [key: string]: unknown;
  };
}

export function addQuestion(t: TestApp, host: Actor, eventId: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/event-managements/${eventId}/regist-questions`,
    headers: asActor(host),
    payload,
  });
}

export async function questionAs(t: TestApp, host: Actor, eventId: string, payload: Record<string, unknown>) {
  const res = await addQuestion(t, host, eventId, payload);
  if (res.statusCode !== 201) throw new Error(`question failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string; kind: string; choices: { id: string; label: string }[]; [key: string]: unknown };
}

/** The default form's answers (NAME, EMAIL) for someone. */
export async function defaultAnswers(t: TestApp, host: Actor, eventId: string, who: { name: string; email: string }) {
  const form = await managedForm(t, host, eventId);
  const name = form.questions.find((q) => q.kind === 'NAME')!;
  const email = form.questions.find((q) => q.kind === 'EMAIL')!;
  return [
    { questionId: name.id, value: who.name },
    { questionId: email.id, value: who.email },
  ];
}

export function register(t: TestApp, eventId: string, headers: Headers, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/v1/events/${eventId}/register`, headers, payload });
}

/** A signed-in member registered with the default answers; returns the answer's data. */
export async function registerMember(
  t: TestApp,
  host: Actor,
  eventId: string,
  member?: Actor,
  extra: Record<string, unknown> = {},
) {
  const guest = member ?? (await guestUser(t));
  const answers = await defaultAnswers(t, host, eventId, { name: guest.user.name, email: guest.user.email });
  const res = await register(t, eventId, asActor(guest), { answers, ...extra });
  return { guest, res };
}

export function myTicket(t: TestApp, eventId: string, headers: Headers) {
  return t.app.inject({ method: 'GET', url: `/v1/events/${eventId}/me`, headers });
}

export function cancel(t: TestApp, eventId: string, headers: Headers) {
  return t.app.inject({ method: 'POST', url: `/v1/events/${eventId}/me/cancel`, headers });
}

export async function ticketsOf(t: TestApp, host: Actor, eventId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/v1/event-managements/${eventId}/tickets`, headers: asActor(host) });
  if (res.statusCode !== 200) throw new Error(`tickets failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string; isDefault: boolean; issuedCount: number; quantity: number | null }[];
}

export function patchTicket(t: TestApp, host: Actor, eventId: string, ticketId: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'PATCH',
    url: `/v1/event-managements/${eventId}/tickets/${ticketId}`,
    headers: asActor(host),
    payload,
  });
}

export function patchEvent(t: TestApp, host: Actor, eventId: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'PATCH', url: `/v1/event-managements/${eventId}`, headers: asActor(host), payload });
}
