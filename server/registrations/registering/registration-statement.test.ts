// The one-statement registration, of one guest or of a batch: everything or nothing. What HTTP cannot time — the event, the
// seats or the ticket changing between the request's read and its write — is set up here directly
// in the database between the two.
import { randomBytes, randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventSeats,
  events,
  outbox,
  registrationAnswers,
  registrationForms,
  registrations,
  tickets,
} from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { checkSubmission } from '../forms/answers.ts';
import { readRushContext } from './registration-context.ts';
import { registrationEmail } from '../emails/registration-mail.ts';
import { writeNewRegistrations, type NewRegistration } from './registration-statement.ts';
import { guestUser, managedForm, publishedEvent } from '../../test/registrations.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** An event ready to register for, and what a member's request would have read and decided. */
async function readAndDecide() {
  const { host, event } = await publishedEvent(t);
  await managedForm(t, host, event.id);
  const member = await guestUser(t);
  return decideFor(event.id, member.user);
}

type Decided = NewRegistration & { approvalRequired: boolean };

async function decideFor(eventId: string, user: { id: string; email: string; name: string }): Promise<Decided> {
  const context = (await readRushContext(t.db, eventId, { userIds: [user.id], emails: [] }))!;
  const answers = checkSubmission(
    context.questions,
    context.questions.map((q) => ({ questionId: q.id, value: q.kind === 'NAME' ? user.name : user.email })),
  );
  const now = t.clock.now();
  const registration = {
    id: randomUUID(),
    eventId,
    userId: user.id,
    email: user.email,
    name: user.name,
    locale: 'en' as const,
    ticketId: context.tickets[0].id,
    status: 'APPROVED' as const,
    statusVersion: 1,
    waitlistNumber: null,
    checkInStatus: 'NOT_CHECKED_IN' as const,
    participationType: null,
    checkedInAt: null,
    searchText: '',
    qrSecret: randomBytes(32).toString('base64url'),
    createdAt: now,
    updatedAt: now,
  };
  const email = registrationEmail(
    { env: t.env, sessionSecret: t.env.SESSION_SECRET as string },
    { registration, event: context.event, locale: 'en', kind: 'approved' },
  );
  return { registration, answers, email, approvalRequired: context.event.approvalRequired };
}

/** Writes the decided registrations of one event and ticket in one statement. */
const write = (inputs: Decided | Decided[], now: Date, conditional = true) => {
  const items = [inputs].flat();
  const { eventId, ticketId } = items[0].registration;
  return writeNewRegistrations(t, { eventId, ticketId, approvalRequired: items[0].approvalRequired, items, conditional }, now);
};

/** Everything the statement may write, for one event and one registration id. */
async function written(input: NewRegistration) {
  const { eventId, ticketId, id } = input.registration;
  const [seat] = await t.db.select({ taken: eventSeats.taken }).from(eventSeats).where(eq(eventSeats.eventId, eventId));
  const [ticket] = await t.db.select({ issued: tickets.issuedCount }).from(tickets).where(eq(tickets.id, ticketId));
  const [row] = await t.db.select({ n: count() }).from(registrations).where(eq(registrations.id, id));
  const [answers] = await t.db.select({ n: count() }).from(registrationAnswers).where(eq(registrationAnswers.registrationId, id));
  const [mail] = await t.db.select({ n: count() }).from(outbox).where(eq(outbox.dedupKey, input.email.dedupKey));
  return { taken: seat.taken, issued: ticket.issued, registrations: row.n, answers: answers.n, mails: mail.n };
}

const nothing = { taken: 0, issued: 0, registrations: 0, answers: 0, mails: 0 };

/** An event ready to register for, and the decisions of `n` members' requests. */
async function readAndDecideMany(n: number) {
  const { host, event } = await publishedEvent(t);
  await managedForm(t, host, event.id);
  const decided: Decided[] = [];
  for (let i = 0; i < n; i += 1) decided.push(await decideFor(event.id, (await guestUser(t)).user));
  return decided;
}

describe('a registration written by one statement', () => {
  it('takes the seat and the ticket, and writes the row, its answers and its email', async () => {
    const input = await readAndDecide();
    expect(await write(input, t.clock.now())).toBe(true);
    expect(await written(input)).toEqual({ taken: 1, issued: 1, registrations: 1, answers: 2, mails: 1 });
  });

  it('writes nothing when the form was unpublished after the read', async () => {
    const input = await readAndDecide();
    await t.db
      .update(registrationForms)
      .set({ publishedAt: null })
      .where(eq(registrationForms.eventId, input.registration.eventId));
    expect(await write(input, t.clock.now())).toBe(false);
    expect(await written(input)).toEqual(nothing);
  });

  it('writes nothing when the host turned approval on after the read', async () => {
    const input = await readAndDecide();
    await t.db.update(events).set({ approvalRequired: true }).where(eq(events.id, input.registration.eventId));
    expect(await write(input, t.clock.now())).toBe(false);
    expect(await written(input)).toEqual(nothing);
  });

  it('writes nothing once the event has ended, by the clock the request decided with', async () => {
    const input = await readAndDecide();
    const [event] = await t.db.select({ endsAt: events.endsAt }).from(events).where(eq(events.id, input.registration.eventId));
    expect(await write(input, event.endsAt)).toBe(false);
    expect(await written(input)).toEqual(nothing);
  });

  it('writes nothing when the last seat went after the read', async () => {
    const input = await readAndDecide();
    await t.db.update(events).set({ maxParticipants: 1 }).where(eq(events.id, input.registration.eventId));
    await t.db.update(eventSeats).set({ taken: 1 }).where(eq(eventSeats.eventId, input.registration.eventId));
    expect(await write(input, t.clock.now())).toBe(false);
    expect(await written(input)).toEqual({ ...nothing, taken: 1 });
  });

  it('gives the event seat back when the ticket sold out while the event did not', async () => {
    const input = await readAndDecide();
    await t.db.update(tickets).set({ quantity: 1, issuedCount: 1 }).where(eq(tickets.id, input.registration.ticketId));
    expect(await write(input, t.clock.now())).toBe(false);
    expect(await written(input)).toEqual({ ...nothing, issued: 1 });
  });

  it('writes nothing for a person already registered, and leaves their registration as it was', async () => {
    const first = await readAndDecide();
    expect(await write(first, t.clock.now())).toBe(true);
    const [user] = await t.db
      .select({ id: registrations.userId, email: registrations.email, name: registrations.name })
      .from(registrations)
      .where(eq(registrations.id, first.registration.id));
    const again = await decideFor(first.registration.eventId, { ...user, id: user.id! });
    expect(await write(again, t.clock.now())).toBe(false);
    expect(await written(again)).toEqual({ taken: 1, issued: 1, registrations: 0, answers: 0, mails: 0 });
    expect(await written(first)).toEqual({ taken: 1, issued: 1, registrations: 1, answers: 2, mails: 1 });
  });

  it('writes a batch at once: every row, answer and email, the seats and the ticket counted by their number', async () => {
    const batch = await readAndDecideMany(3);
    expect(await write(batch, t.clock.now())).toBe(true);
    for (const input of batch)
      expect(await written(input)).toEqual({ taken: 3, issued: 3, registrations: 1, answers: 2, mails: 1 });
  });

  it('writes none of a batch when fewer seats are left than it holds', async () => {
    const batch = await readAndDecideMany(3);
    await t.db.update(events).set({ maxParticipants: 2 }).where(eq(events.id, batch[0].registration.eventId));
    expect(await write(batch, t.clock.now())).toBe(false);
    for (const input of batch) expect(await written(input)).toEqual(nothing);
  });

  it('oversells without the capacity condition (what the negative control relies on)', async () => {
    const batch = await readAndDecideMany(3);
    await t.db.update(events).set({ maxParticipants: 2 }).where(eq(events.id, batch[0].registration.eventId));
    expect(await write(batch, t.clock.now(), false)).toBe(true);
    expect(await written(batch[0])).toMatchObject({ taken: 3, issued: 3 });
  });

  it('writes none of a batch when one of its people is already registered', async () => {
    const [first, ...rest] = await readAndDecideMany(3);
    expect(await write(first, t.clock.now())).toBe(true);
    const [user] = await t.db
      .select({ id: registrations.userId, email: registrations.email, name: registrations.name })
      .from(registrations)
      .where(eq(registrations.id, first.registration.id));
    const again = await decideFor(first.registration.eventId, { ...user, id: user.id! });
    expect(await write([...rest, again], t.clock.now())).toBe(false);
    for (const input of [...rest, again]) expect((await written(input)).registrations).toBe(0);
    expect(await written(first)).toEqual({ taken: 1, issued: 1, registrations: 1, answers: 2, mails: 1 });
  });
});
