import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../platform/app-deps.ts';
import { loadSessionSecret } from '../../platform/secrets.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { addToTeam } from '../../test/events.ts';
import { changeRegistrationStatus, changeRegistrationStatuses } from '../registering/registration-status.service.ts';
import {
  asActor,
  cancel,
  guestUser,
  myTicket,
  patchEvent,
  patchTicket,
  publishedEvent,
  registerMember,
  ticketsOf,
  type Actor,
} from '../../test/registrations.ts';

let t: TestApp;
let receiver: SmtpReceiver;
let deps: AppDeps;
beforeAll(async () => {
  receiver = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: receiver.url } });
  deps = { db: t.db, env: t.env, clock: t.clock, kickOutbox: () => {}, sessionSecret: loadSessionSecret(t.env), files: t.files };
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

/** An event with the waitlist on, `seats` places, and `count` guests registered in order. */
async function fullEvent(seats: number, count: number, overrides: Record<string, unknown> = {}) {
  const { host, event } = await publishedEvent(t, {
    maxParticipants: seats,
    waitlistEnabled: true,
    title: 'Waitlist Night',
    ...overrides,
  });
  const guests: { actor: Actor; registrationId: string; label: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const { guest, res } = await registerMember(t, host, event.id);
    expect(res.statusCode).toBe(201);
    guests.push({ actor: guest, registrationId: res.json().data.registration.id, label: res.json().data.label });
  }
  return { host, event, guests };
}

const labelOf = async (actor: Actor, eventId: string) => (await myTicket(t, eventId, asActor(actor))).json().data;

async function subjectsTo(actor: Actor): Promise<string[]> {
  await t.drainOutbox();
  return receiver.mailsTo(actor.user.email).map((mail) => mail.subject ?? '');
}

describe('the waitlist', () => {
  it('takes guests in arrival order once the event is full, with their place in line', async () => {
    const { event, guests } = await fullEvent(2, 5);
    expect(guests.map((g) => g.label)).toEqual(['APPROVED', 'APPROVED', 'WAITLIST', 'WAITLIST', 'WAITLIST']);
    const positions = [];
    for (const guest of guests.slice(2)) positions.push((await labelOf(guest.actor, event.id)).registration.waitlistPosition);
    expect(positions).toEqual([1, 2, 3]);
    expect(await subjectsTo(guests[3].actor)).toEqual(["You're on the waitlist: Waitlist Night"]);
    const mail = receiver.mailsTo(guests[3].actor.user.email)[0];
    expect(mail.text).toContain('number 2');
    const info = (await t.app.inject({ method: 'GET', url: `/v1/events/${event.id}/tickets/info` })).json().data;
    expect(info).toMatchObject({ registrationState: 'OPEN', taken: 2, waitlistCount: 3 });
  });

  it('a cancellation seats the first in line in the same transaction, and emails them', async () => {
    const { event, guests } = await fullEvent(2, 4);
    const res = await cancel(t, event.id, asActor(guests[0].actor));
    expect(res.json().data.label).toBe('CANCELLED');
    // Already promoted when the cancel answered: no job, no delay.
    expect((await labelOf(guests[2].actor, event.id)).label).toBe('APPROVED');
    expect((await labelOf(guests[3].actor, event.id)).registration.waitlistPosition).toBe(1);

    expect(await subjectsTo(guests[2].actor)).toEqual([
      "You're on the waitlist: Waitlist Night",
      'A spot opened up: Waitlist Night',
    ]);
    const promoted = receiver.mailsTo(guests[2].actor.user.email)[1];
    expect(promoted.attachments.map((a) => a.filename)).toEqual([`${event.handle}.ics`]);
    expect(await subjectsTo(guests[0].actor)).toContain('Registration cancelled: Waitlist Night');
  });

  it('a waitlisted guest who cancels leaves the line; nobody else moves up into a seat', async () => {
    const { event, guests } = await fullEvent(1, 3);
    await cancel(t, event.id, asActor(guests[1].actor));
    expect((await labelOf(guests[2].actor, event.id)).registration).toMatchObject({ status: 'WAITLISTED', waitlistPosition: 1 });
    expect((await labelOf(guests[0].actor, event.id)).label).toBe('APPROVED');
  });

  it('a host rejecting an approved guest seats the first in line', async () => {
    const { host, event, guests } = await fullEvent(1, 3);
    const summary = await changeRegistrationStatus(deps, host.user.id, event.id, guests[0].registrationId, 'REJECTED');
    expect(summary).toMatchObject({ status: 'REJECTED', label: 'REJECTED' });
    expect((await labelOf(guests[1].actor, event.id)).label).toBe('APPROVED');
    expect((await labelOf(guests[2].actor, event.id)).registration.waitlistPosition).toBe(1);
    expect(await subjectsTo(guests[0].actor)).toEqual([
      "You're registered: Waitlist Night",
      'About your registration for Waitlist Night',
    ]);
    expect((await subjectsTo(guests[1].actor)).at(-1)).toBe('A spot opened up: Waitlist Night');
  });

  it("raising a ticket's quantity seats as many as fit, first in line first", async () => {
    const { host, event } = await publishedEvent(t, { waitlistEnabled: true, title: 'Ticketed' });
    const [ticket] = await ticketsOf(t, host, event.id);
    await patchTicket(t, host, event.id, ticket.id, { quantity: 1 });
    const guests = [];
    for (let i = 0; i < 4; i += 1) guests.push((await registerMember(t, host, event.id)).guest);
    const raised = await patchTicket(t, host, event.id, ticket.id, { quantity: 3 });
    expect(raised.json().data).toMatchObject({ quantity: 3, issuedCount: 3 });
    const labels = [];
    for (const guest of guests) labels.push((await labelOf(guest, event.id)).label);
    expect(labels).toEqual(['APPROVED', 'APPROVED', 'APPROVED', 'WAITLIST']);
    expect((await subjectsTo(guests[1])).at(-1)).toBe('A spot opened up: Ticketed');
    // Unlimited seats the rest.
    await patchTicket(t, host, event.id, ticket.id, { quantity: null });
    expect((await labelOf(guests[3], event.id)).label).toBe('APPROVED');
  });

  it("raising the event's maximum participants seats the waitlist in the same edit", async () => {
    const { host, event, guests } = await fullEvent(1, 3);
    const res = await patchEvent(t, host, event.id, { maxParticipants: 2 });
    expect(res.statusCode).toBe(200);
    expect((await labelOf(guests[1].actor, event.id)).label).toBe('APPROVED');
    expect((await labelOf(guests[2].actor, event.id)).label).toBe('WAITLIST');
    expect((await subjectsTo(guests[1].actor)).at(-1)).toBe('A spot opened up: Waitlist Night');
    // Lowering it takes nobody's seat; it only stops new ones.
    await patchEvent(t, host, event.id, { maxParticipants: 1 });
    expect((await labelOf(guests[1].actor, event.id)).label).toBe('APPROVED');
    await patchEvent(t, host, event.id, { maxParticipants: null });
    expect((await labelOf(guests[2].actor, event.id)).label).toBe('APPROVED');
  });

  it('with host approval, the promoted guest waits for the host (PENDING) and is told so in Korean', async () => {
    const { host, event } = await publishedEvent(t, {
      maxParticipants: 1,
      waitlistEnabled: true,
      approvalRequired: true,
      title: '승인 이벤트',
    });
    const first = (await registerMember(t, host, event.id)).guest;
    const second = (await registerMember(t, host, event.id, await guestUser(t, { locale: 'ko' }))).guest;
    await cancel(t, event.id, asActor(first));
    expect((await labelOf(second, event.id)).label).toBe('PENDING');
    await t.drainOutbox();
    const mails = receiver.mailsTo(second.user.email);
    expect(mails.map((m) => m.subject)).toEqual(['대기자 명단에 등록되었습니다: 승인 이벤트', '자리가 생겼습니다: 승인 이벤트']);
    expect(mails[1].text).toContain('호스트가 신청을 검토한 뒤');
    expect(mails[1].attachments).toHaveLength(0);
  });
});

describe('changeRegistrationStatus (the guest-management issue calls it)', () => {
  it('approves pending guests (emailed, with the .ics), one or many at once', async () => {
    const { host, event } = await publishedEvent(t, { approvalRequired: true, title: 'Approvals' });
    const a = await registerMember(t, host, event.id);
    const b = await registerMember(t, host, event.id);
    const ids = [a.res.json().data.registration.id, b.res.json().data.registration.id];
    const summaries = await changeRegistrationStatuses(deps, host.user.id, event.id, ids, 'APPROVED');
    expect(summaries.map((s) => s.status)).toEqual(['APPROVED', 'APPROVED']);
    await t.drainOutbox();
    const approved = receiver.mailsTo(a.guest.user.email).at(-1)!;
    expect(approved.subject).toBe("You're registered: Approvals");
    expect(approved.attachments).toHaveLength(1);
    // Approving again changes nothing and sends nothing.
    await changeRegistrationStatus(deps, host.user.id, event.id, ids[0], 'APPROVED');
    await t.drainOutbox();
    expect(receiver.mailsTo(a.guest.user.email).filter((m) => m.subject === "You're registered: Approvals")).toHaveLength(1);
  });

  it('refuses what cannot change (G20024), needs a seat to re-admit (G20003), and is HOST and CO_HOST only', async () => {
    const { host, event } = await publishedEvent(t, { maxParticipants: 1 });
    const a = await registerMember(t, host, event.id);
    const aId = a.res.json().data.registration.id;
    await cancel(t, event.id, asActor(a.guest));
    await expect(changeRegistrationStatus(deps, host.user.id, event.id, aId, 'APPROVED')).rejects.toMatchObject({
      code: 'G20024',
    });
    await expect(changeRegistrationStatus(deps, host.user.id, event.id, aId, 'WAITLISTED' as never)).rejects.toMatchObject({
      code: 'G20024',
    });

    const b = await registerMember(t, host, event.id);
    const bId = b.res.json().data.registration.id;
    await changeRegistrationStatus(deps, host.user.id, event.id, bId, 'REJECTED');
    await registerMember(t, host, event.id);
    await expect(changeRegistrationStatus(deps, host.user.id, event.id, bId, 'APPROVED')).rejects.toMatchObject({
      code: 'G20003',
    });

    const staff = await guestUser(t);
    await addToTeam(t, host, event.id, staff, 'STAFF');
    await expect(changeRegistrationStatus(deps, staff.user.id, event.id, bId, 'PENDING')).rejects.toMatchObject({
      code: 'G01019',
    });
    const other = await publishedEvent(t);
    await expect(changeRegistrationStatus(deps, other.host.user.id, event.id, bId, 'PENDING')).rejects.toMatchObject({
      code: 'G04002',
    });
    await expect(changeRegistrationStatus(deps, other.host.user.id, other.event.id, bId, 'PENDING')).rejects.toMatchObject({
      code: 'G04003',
    });
  });
});
