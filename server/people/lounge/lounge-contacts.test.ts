// Saving people and coffee chats in the lounge: every rule and error code, the receiver's email at
// a real SMTP receiver (their language, the requester's card as the receiver may see it, the
// channel and contact), the received and sent lists, accepting and declining; and the door that a
// host's decision or a guest's cancellation opens and closes.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registrations } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import type { UserOverrides } from '../../test/factories.ts';
import { patchGuest, registerGuest } from '../../test/guests.ts';
import { asActor, cancel, ticketsOf } from '../../test/registrations.ts';
import { loungeTeam, makeCard, memberWithStatus, setLounge, type Actor } from '../../test/lounge.ts';

let t: TestApp;
let receiver: SmtpReceiver;
let team: Awaited<ReturnType<typeof loungeTeam>>;
let eventId: string;
beforeAll(async () => {
  receiver = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: receiver.url } });
  team = await loungeTeam(t, { title: 'Seoul Builders Night' });
  eventId = team.event.id;
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

/** An approved guest of the event with a card. */
async function guest(overrides: UserOverrides = {}, card: Parameters<typeof makeCard>[2] = {}) {
  const member = await memberWithStatus(t, { eventId, ticketId: team.ticketId }, 'APPROVED', overrides);
  await makeCard(t, member, card);
  return member;
}

const like = (actor: Actor, userId: string, method: 'POST' | 'DELETE' = 'POST', event = eventId) =>
  t.app.inject({ method, url: `/v1/events/${event}/users/${userId}/likes`, headers: asActor(actor) });
const requestChat = (
  actor: Actor,
  userId: string,
  payload: object = { message: 'Coffee next week?', channel: 'LINKEDIN', contact: 'linkedin.com/in/me' },
) => t.app.inject({ method: 'POST', url: `/v1/events/${eventId}/users/${userId}/contacts`, headers: asActor(actor), payload });
const myContacts = (actor: Actor, query: string) =>
  t.app.inject({ method: 'GET', url: `/v1/events/${eventId}/me/contacts?${query}`, headers: asActor(actor) });
const reply = { channel: 'INSTAGRAM', contact: '@accepter' };
const decide = (actor: Actor, requestId: string, decision: 'accept' | 'decline', event = eventId, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/events/${event}/me/contacts/${requestId}/${decision}`,
    headers: asActor(actor),
    payload: payload ?? (decision === 'accept' ? reply : undefined),
  });
const codeOf = (res: { statusCode: number; json(): { errorCode?: string } }) => [res.statusCode, res.json().errorCode];

describe('saving people', () => {
  it('saves once (201, then 409 G09002), unsaves once (200, then 404 G04014), never myself (G10010, G10011)', async () => {
    const me = await guest();
    const other = await guest();
    expect(codeOf(await like(me, me.user.id))).toEqual([400, 'G10010']);
    expect(codeOf(await like(me, me.user.id, 'DELETE'))).toEqual([400, 'G10011']);
    const saved = await like(me, other.user.id);
    expect([saved.statusCode, saved.json().data]).toEqual([201, { saved: true }]);
    expect(codeOf(await like(me, other.user.id))).toEqual([409, 'G09002']);
    const unsaved = await like(me, other.user.id, 'DELETE');
    expect([unsaved.statusCode, unsaved.json().data]).toEqual([200, { saved: false }]);
    expect(codeOf(await like(me, other.user.id, 'DELETE'))).toEqual([404, 'G04014']);
  });

  it('finds nobody outside the lounge or without a card (404 G04003)', async () => {
    const me = await guest();
    const noCard = await memberWithStatus(t, { eventId, ticketId: team.ticketId }, 'APPROVED');
    const pending = await memberWithStatus(t, { eventId, ticketId: team.ticketId }, 'PENDING');
    await makeCard(t, pending);
    await makeCard(t, team.stranger);
    for (const userId of [
      noCard.user.id,
      pending.user.id,
      team.stranger.user.id,
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
    ]) {
      expect(codeOf(await like(me, userId)), userId).toEqual([404, 'G04003']);
      expect(codeOf(await requestChat(me, userId)), userId).toEqual([404, 'G04003']);
    }
  });

  it('is one like per pair, whatever lounge it was made in', async () => {
    const me = await guest();
    const other = await guest({ name: 'Twice Met' });
    const [otherTicket] = await ticketsOf(t, team.otherHost, team.otherEvent.id);
    await setLounge(t, team.otherHost, team.otherEvent.id, true);
    for (const actor of [me, other]) {
      await t.db.insert(registrations).values({
        eventId: team.otherEvent.id,
        userId: actor.user.id,
        email: actor.user.email,
        name: actor.user.name,
        locale: 'en',
        ticketId: otherTicket.id,
        status: 'APPROVED',
        qrSecret: `qr-${actor.user.id}`,
        createdAt: t.clock.now(),
        updatedAt: t.clock.now(),
      });
    }
    expect((await like(me, other.user.id)).statusCode).toBe(201);
    expect(codeOf(await like(me, other.user.id, 'POST', team.otherEvent.id))).toEqual([409, 'G09002']);
    const savedThere = await t.app.inject({
      method: 'GET',
      url: `/v1/events/${team.otherEvent.id}/participants?tab=SAVED`,
      headers: asActor(me),
    });
    expect(savedThere.json().data.items.map((card: { name: string }) => card.name)).toEqual(['Twice Met']);
  });
});

describe('coffee chats', () => {
  it('checks the message (≤ 500), the channel and the contact (400 G00100); myself is G20021; no card of mine is 404 G04004', async () => {
    const me = await guest();
    const other = await guest();
    const bad: [object, string][] = [
      [{ message: 'x'.repeat(501), channel: 'EMAIL', contact: 'a@b.co' }, 'message'],
      [{ message: '   ', channel: 'EMAIL', contact: 'a@b.co' }, 'message'],
      [{ message: 'Hi', channel: 'FAX', contact: 'a@b.co' }, 'channel'],
      [{ message: 'Hi', channel: 'EMAIL' }, 'contact'],
      [{ message: 'Hi', channel: 'EMAIL', contact: 'x'.repeat(201) }, 'contact'],
    ];
    for (const [payload, field] of bad) {
      const res = await requestChat(me, other.user.id, payload);
      expect(codeOf(res), field).toEqual([400, 'G00100']);
      expect(Object.keys(res.json().fields), field).toEqual([field]);
    }
    expect(
      (await requestChat(me, other.user.id, { message: 'x'.repeat(500), channel: 'OTHERS', contact: 'kakao: me' })).statusCode,
    ).toBe(201);
    expect(codeOf(await requestChat(me, me.user.id))).toEqual([400, 'G20021']);
    const cardless = await memberWithStatus(t, { eventId, ticketId: team.ticketId }, 'APPROVED');
    expect(codeOf(await requestChat(cardless, other.user.id))).toEqual([404, 'G04004']);
  });

  it("emails the receiver in their language with the requester's card as they may see it, and the channel and contact", async () => {
    const requester = await guest(
      { name: 'Minji Kang' },
      {
        organization: 'Secret Startup',
        jobTitle: 'Founder',
        bio: 'Building tools for hosts',
        tags: ['community'],
        hiddenFields: ['organization', 'email', 'phoneNumber', 'dateOfBirth', 'attachedFile'],
      },
    );
    const korean = await guest({ name: 'Seo Yun', locale: 'ko' });
    const english = await guest({ name: 'Sam Reed', locale: 'en' });
    const toKorean = await requestChat(requester, korean.user.id, {
      message: '다음 주에 커피 한잔 어때요?',
      channel: 'LINKEDIN',
      contact: 'linkedin.com/in/minji',
    });
    expect(toKorean.statusCode).toBe(201);
    // What I shared myself is not shown back to me: the receiver's contact comes with their yes.
    expect(toKorean.json().data).toMatchObject({
      direction: 'SENT',
      status: 'PENDING',
      channel: null,
      contact: null,
      person: { userId: korean.user.id },
    });
    expect(
      (await requestChat(requester, english.user.id, { message: 'Coffee?', channel: 'EMAIL', contact: 'minji@moim.example' }))
        .statusCode,
    ).toBe(201);
    await t.drainOutbox();
    const [ko] = receiver.mailsTo(korean.user.email);
    const [en] = receiver.mailsTo(english.user.email);
    expect(ko.subject).toBe('Minji Kang님이 Seoul Builders Night에서 커피챗을 요청했습니다');
    expect(ko.text).toContain('Seo Yun님, 안녕하세요.');
    expect(ko.text).toContain(`Minji Kang (@${requester.user.handle})`);
    expect(ko.text).toContain('Founder');
    expect(ko.text).toContain('Building tools for hosts');
    expect(ko.text).toContain('#community');
    expect(ko.text).toContain('다음 주에 커피 한잔 어때요?');
    expect(ko.text).toContain('링크드인으로 연락해 주세요: linkedin.com/in/minji');
    expect(ko.text).toContain(`/events/${team.event.handle}/participants`);
    expect(en.subject).toBe('Minji Kang would like a coffee chat at Seoul Builders Night');
    expect(en.text).toContain('Reach them on Email: minji@moim.example');
    for (const mail of [ko, en]) {
      expect(mail.text).not.toContain('Secret Startup');
      expect(mail.html).not.toContain('Secret Startup');
      expect(mail.text).not.toContain(requester.user.email);
    }
  });

  it('allows one pending request per pair in an event (409 G20091), another once it is answered', async () => {
    const me = await guest();
    const other = await guest();
    const first = await requestChat(me, other.user.id);
    expect(first.statusCode).toBe(201);
    expect(codeOf(await requestChat(me, other.user.id))).toEqual([409, 'G20091']);
    // The other way round is a different pair.
    expect((await requestChat(other, me.user.id)).statusCode).toBe(201);
    expect((await decide(other, first.json().data.id, 'decline')).statusCode).toBe(200);
    expect((await requestChat(me, other.user.id)).statusCode).toBe(201);
  });

  it(`caps a requester at 20 requests per event per UTC day (429 G20090), counting again the next day`, async () => {
    // Just before the next UTC midnight (sessions made there, since access tokens last 15 minutes).
    const started = t.clock.now();
    t.clock.set(new Date(Math.ceil((started.getTime() + 1) / 86_400_000) * 86_400_000 - 60_000));
    const me = await guest();
    const others = await Promise.all(Array.from({ length: 21 }, () => guest()));
    for (let i = 0; i < 20; i += 1) expect((await requestChat(me, others[i].user.id)).statusCode, `request ${i + 1}`).toBe(201);
    expect(codeOf(await requestChat(me, others[20].user.id))).toEqual([429, 'G20090']);
    // A refused request sends nothing and leaves no request behind.
    expect((await myContacts(others[20], 'direction=RECEIVED')).json().data.items).toEqual([]);
    t.clock.advance(60_000);
    expect((await requestChat(me, others[20].user.id)).statusCode).toBe(201);
    t.clock.set(started);
  });

  it("lists received and sent requests newest first, with the other person's card as they show it, paged by cursor", async () => {
    const receiverGuest = await guest({ name: 'Popular Park' });
    const senders: Actor[] = [];
    for (let i = 0; i < 5; i += 1) {
      const sender = await guest(
        { name: `Sender ${i}` },
        {
          organization: `Hidden Org ${i}`,
          hiddenFields: ['organization', 'email', 'phoneNumber', 'dateOfBirth', 'attachedFile'],
        },
      );
      senders.push(sender);
      t.clock.advance(1000);
      expect(
        (
          await requestChat(sender, receiverGuest.user.id, {
            message: `Hello ${i}`,
            channel: 'INSTAGRAM',
            contact: `@sender${i}`,
          })
        ).statusCode,
      ).toBe(201);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await myContacts(receiverGuest, `direction=RECEIVED&take=2${cursor ? `&cursorId=${cursor}` : ''}`);
      const page = res.json().data;
      expect(res.body).not.toContain('Hidden Org');
      for (const item of page.items) {
        expect(item).toMatchObject({ direction: 'RECEIVED', status: 'PENDING', channel: 'INSTAGRAM' });
        expect(item.person).not.toHaveProperty('organization');
        expect(item.person).not.toHaveProperty('email');
      }
      seen.push(...page.items.map((item: { message: string }) => item.message));
      cursor = page.cursorId;
    } while (cursor);
    expect(seen).toEqual(['Hello 4', 'Hello 3', 'Hello 2', 'Hello 1', 'Hello 0']);
    const sent = (await myContacts(senders[0], 'direction=SENT')).json().data.items;
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      direction: 'SENT',
      message: 'Hello 0',
      contact: null,
      person: { userId: receiverGuest.user.id, name: 'Popular Park' },
    });
    expect((await myContacts(senders[0], 'direction=RECEIVED')).json().data.items).toEqual([]);
    expect(codeOf(await myContacts(senders[0], 'direction=BOTH'))).toEqual([400, 'G00100']);
  });

  it('is accepted or declined by its receiver only (others 404 G04011), once (then 400 G20092)', async () => {
    const requester = await guest();
    const receiverGuest = await guest();
    const third = await guest();
    const id = (await requestChat(requester, receiverGuest.user.id)).json().data.id as string;
    for (const actor of [requester, third, team.owner]) {
      expect(codeOf(await decide(actor, id, 'accept'))).toEqual([404, 'G04011']);
    }
    expect(codeOf(await decide(receiverGuest, 'not-an-id', 'accept'))).toEqual([404, 'G04011']);
    const accepted = await decide(receiverGuest, id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({
      id,
      status: 'ACCEPTED',
      direction: 'RECEIVED',
      person: { userId: requester.user.id },
    });
    expect(codeOf(await decide(receiverGuest, id, 'accept'))).toEqual([400, 'G20092']);
    expect(codeOf(await decide(receiverGuest, id, 'decline'))).toEqual([400, 'G20092']);
    const sent = (await myContacts(requester, 'direction=SENT')).json().data.items;
    expect(sent[0]).toMatchObject({ id, status: 'ACCEPTED', channel: 'INSTAGRAM', contact: '@accepter' });
    const second = (await requestChat(third, receiverGuest.user.id)).json().data.id as string;
    expect((await decide(receiverGuest, second, 'decline')).json().data.status).toBe('DECLINED');
  });
});

describe('accepting a coffee chat', () => {
  it('needs the contact the receiver shares (400, nothing changes)', async () => {
    const requester = await guest();
    const receiverGuest = await guest();
    const id = (await requestChat(requester, receiverGuest.user.id)).json().data.id as string;
    for (const payload of [{}, { channel: 'EMAIL', contact: '   ' }, { channel: 'FAX', contact: '123' }]) {
      const res = await decide(receiverGuest, id, 'accept', eventId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errorCode).toMatch(/^G001/);
    }
    const received = (await myContacts(receiverGuest, 'direction=RECEIVED')).json().data.items;
    expect(received.find((r: { id: string }) => r.id === id)).toMatchObject({ status: 'PENDING' });
  });

  it("emails the requester the accepter's contact in the requester's language; each sees the other's contact only", async () => {
    const requester = await guest({ name: 'Han Byul', locale: 'ko' });
    const accepter = await guest({ name: 'Noah Kim', locale: 'en' }, { jobTitle: 'Designer' });
    const id = (
      await requestChat(requester, accepter.user.id, { message: 'Coffee?', channel: 'EMAIL', contact: requester.user.email })
    ).json().data.id as string;
    const before = receiver.mailsTo(requester.user.email).length;
    const accepted = await decide(accepter, id, 'accept', eventId, { channel: 'LINKEDIN', contact: 'linkedin.com/in/noah' });
    expect(accepted.statusCode).toBe(200);
    // The accepter sees the requester's contact, not their own.
    expect(accepted.json().data).toMatchObject({ direction: 'RECEIVED', channel: 'EMAIL', contact: requester.user.email });
    await t.drainOutbox();
    await vi.waitUntil(() => receiver.mailsTo(requester.user.email).length > before, { timeout: 10_000 });
    const mail = receiver.mailsTo(requester.user.email).at(-1)!;
    expect(mail.subject).toBe('Noah Kim님이 커피챗을 수락했습니다');
    expect(mail.text).toContain('Han Byul님, 안녕하세요.');
    expect(mail.text).toContain('Seoul Builders Night 라운지');
    expect(mail.text).toContain('Designer');
    expect(mail.text).toContain('링크드인으로 연락해 보세요: linkedin.com/in/noah');
    expect(mail.text).not.toContain(requester.user.email);
    const sent = (await myContacts(requester, 'direction=SENT')).json().data.items;
    expect(sent.find((r: { id: string }) => r.id === id)).toMatchObject({
      status: 'ACCEPTED',
      channel: 'LINKEDIN',
      contact: 'linkedin.com/in/noah',
    });
    expect(JSON.stringify(sent)).not.toContain(requester.user.email);
  });

  it('declining shares nothing and emails nobody', async () => {
    const requester = await guest();
    const receiverGuest = await guest();
    const id = (await requestChat(requester, receiverGuest.user.id)).json().data.id as string;
    const before = receiver.mailsTo(requester.user.email).length;
    expect((await decide(receiverGuest, id, 'decline')).statusCode).toBe(200);
    await t.drainOutbox();
    expect(receiver.mailsTo(requester.user.email)).toHaveLength(before);
    const sent = (await myContacts(requester, 'direction=SENT')).json().data.items;
    expect(sent[0]).toMatchObject({ id, status: 'DECLINED', channel: null, contact: null });
  });
});

describe('the lounge door follows the registration', () => {
  it('opens when the host approves a guest, closes when they reject, and when the guest cancels', async () => {
    const approvalTeam = await loungeTeam(t, { approvalRequired: true });
    const id = approvalTeam.event.id;
    const member = await registerGuest(t, approvalTeam.owner, id, { name: 'Waiting Won' });
    expect(member.registration.status).toBe('PENDING');
    const enter = async () =>
      (await t.app.inject({ method: 'GET', url: `/v1/events/${id}/lounge`, headers: asActor(member) })).statusCode;
    expect(await enter()).toBe(404);
    expect((await patchGuest(t, approvalTeam.owner, id, member.registration.id, { status: 'APPROVED' })).statusCode).toBe(200);
    expect(await enter()).toBe(200);
    expect((await patchGuest(t, approvalTeam.owner, id, member.registration.id, { status: 'REJECTED' })).statusCode).toBe(200);
    expect(await enter()).toBe(404);
    expect((await patchGuest(t, approvalTeam.owner, id, member.registration.id, { status: 'APPROVED' })).statusCode).toBe(200);
    expect(await enter()).toBe(200);
    expect((await cancel(t, id, asActor(member))).statusCode).toBe(200);
    expect(await enter()).toBe(404);
  });

  it('is 404 G04002 for everyone, the host included, while the lounge is off', async () => {
    const offTeam = await loungeTeam(t, { loungeEnabled: false });
    for (const actor of [offTeam.owner, offTeam.coHost, offTeam.staff]) {
      const res = await t.app.inject({ method: 'GET', url: `/v1/events/${offTeam.event.id}/lounge`, headers: asActor(actor) });
      expect(codeOf(res)).toEqual([404, 'G04002']);
    }
  });
});
