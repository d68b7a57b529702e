// What members do with each other and with their own profile: saving (the lounge's codes), coffee
// chats with the receiver's email in their language at a real SMTP receiver, the day's cap per
// community, the community profile with its card and answers shown or hidden, and curations.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cardLimits } from '../../../contract/people.ts';
import { communityMembers } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import type { Actor } from '../../test/events.ts';
import { asActor } from '../../test/registrations.ts';
import { answer, createCommunity, memberIn, type TestCommunity } from '../../test/community-people.ts';

let t: TestApp;
let receiver: SmtpReceiver;
let community: TestCommunity;
beforeAll(async () => {
  receiver = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: receiver.url } });
  community = await createCommunity(t, 'Seoul Builders');
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const call = (actor: Actor, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({ method, url: `/v1/communities/${community.id}${path}`, headers: asActor(actor), payload });
const codeOf = (res: { statusCode: number; json(): { errorCode?: string } }) => [res.statusCode, res.json().errorCode];
const chat = { message: 'Coffee after the meetup?', channel: 'LINKEDIN', contact: 'linkedin.com/in/me' };

describe('likes', () => {
  it('saves once (201, then 409 G09002), unsaves once (then 404 G04014), never myself (G10010, G10011), only members with a card (G04025)', async () => {
    const me = await memberIn(t, community, 'APPROVED');
    const other = await memberIn(t, community, 'APPROVED');
    expect(codeOf(await call(me, 'POST', `/users/${me.user.id}/likes`))).toEqual([400, 'G10010']);
    expect(codeOf(await call(me, 'DELETE', `/users/${me.user.id}/likes`))).toEqual([400, 'G10011']);
    expect((await call(me, 'POST', `/users/${other.user.id}/likes`)).json().data).toEqual({ saved: true });
    expect(codeOf(await call(me, 'POST', `/users/${other.user.id}/likes`))).toEqual([409, 'G09002']);
    expect((await call(me, 'DELETE', `/users/${other.user.id}/likes`)).json().data).toEqual({ saved: false });
    expect(codeOf(await call(me, 'DELETE', `/users/${other.user.id}/likes`))).toEqual([404, 'G04014']);
    for (const absent of [
      await memberIn(t, community, 'PENDING', { card: true }),
      await memberIn(t, community, 'APPROVED', { card: false }),
    ]) {
      expect(codeOf(await call(me, 'POST', `/users/${absent.user.id}/likes`))).toEqual([404, 'G04025']);
    }
    expect(codeOf(await call(me, 'POST', '/users/not-a-uuid/likes'))).toEqual([404, 'G04025']);
  });
});

describe('coffee chats', () => {
  it("emails the receiver in their language with the requester's card as the receiver may see it; one pending per pair (G20091)", async () => {
    const me = await memberIn(t, community, 'APPROVED', {
      user: { name: 'Mina Seo' },
      card: {
        organization: 'Hidden Corp',
        hiddenFields: ['organization', 'email', 'phoneNumber', 'dateOfBirth', 'attachedFile'],
      },
    });
    const other = await memberIn(t, community, 'APPROVED', { user: { locale: 'ko', name: '박지훈' } });
    expect(codeOf(await call(me, 'POST', `/users/${me.user.id}/contacts`, chat))).toEqual([400, 'G20021']);
    const sent = await call(me, 'POST', `/users/${other.user.id}/contacts`, chat);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({ direction: 'SENT', status: 'PENDING', person: { userId: other.user.id } });
    expect(codeOf(await call(me, 'POST', `/users/${other.user.id}/contacts`, chat))).toEqual([409, 'G20091']);
    await t.drainOutbox();
    await receiver.waitFor(1);
    const [mail] = receiver.mailsTo(other.user.email);
    expect(mail.subject).toContain('Mina Seo님이 Seoul Builders에서 커피챗을 요청했습니다');
    expect(mail.text).toContain('Seoul Builders 커뮤니티');
    expect(mail.text).toContain('linkedin.com/in/me');
    expect(mail.text).not.toContain('Hidden Corp');

    const received = await call(other, 'GET', '/me/contacts?direction=RECEIVED');
    expect(received.json().data.items).toHaveLength(1);
    const reply = { channel: 'EMAIL', contact: 'jihoon@moim.example' };
    const accepted = await call(other, 'POST', `/me/contacts/${received.json().data.items[0].id}/accept`, reply);
    expect(accepted.json().data.status).toBe('ACCEPTED');
    expect(codeOf(await call(me, 'POST', `/me/contacts/${received.json().data.items[0].id}/accept`, reply))).toEqual([
      404,
      'G04011',
    ]);
    // The requester is told in their language (English), with the contact 박지훈 chose.
    await t.drainOutbox();
    await vi.waitUntil(() => receiver.mailsTo(me.user.email).length > 0, { timeout: 10_000 });
    const [told] = receiver.mailsTo(me.user.email);
    expect(told.subject).toBe('박지훈 accepted your coffee chat');
    expect(told.text).toContain('in the Seoul Builders community');
    expect(told.text).toContain('Reach them on Email: jihoon@moim.example');
    const sentList = await call(me, 'GET', '/me/contacts?direction=SENT');
    expect(sentList.json().data.items[0]).toMatchObject({ channel: 'EMAIL', contact: 'jihoon@moim.example' });

    const noCard = await memberIn(t, community, 'APPROVED', { card: false });
    expect(codeOf(await call(noCard, 'POST', `/users/${other.user.id}/contacts`, chat))).toEqual([404, 'G04004']);
    expect((await call(me, 'POST', `/users/${other.user.id}/contacts`, { ...chat, channel: 'PIGEON' })).statusCode).toBe(400);
  });

  it(`caps a requester at ${cardLimits.contactRequestsPerDay} requests a day in the community (429 G20090)`, async () => {
    const me = await memberIn(t, community, 'APPROVED');
    const targets = [];
    for (let i = 0; i <= cardLimits.contactRequestsPerDay; i += 1) targets.push(await memberIn(t, community, 'APPROVED'));
    const statuses = [];
    for (const target of targets) statuses.push((await call(me, 'POST', `/users/${target.user.id}/contacts`, chat)).statusCode);
    expect(statuses).toEqual([...Array(cardLimits.contactRequestsPerDay).fill(201), 429]);
    expect((await call(me, 'POST', `/users/${targets.at(-1)!.user.id}/contacts`, chat)).json().errorCode).toBe('G20090');
  });
});

describe('the community profile', () => {
  it('shows my card, how members see it and my answers; PATCH makes the card from my profile when I have none', async () => {
    const answers = [answer('SHORT_TEXT', 'What do you build?', 'Drones'), answer('EMAIL', 'Work email', 'me@work.example')];
    const me = await memberIn(t, community, 'APPROVED', { card: false, answers, joinTypeId: community.joinTypes.mentor });
    const before = await call(me, 'GET', '/me/profile');
    expect(before.json().data).toMatchObject({
      communityRole: 'MEMBER',
      memberType: { name: 'Mentor' },
      card: null,
      asOthersSee: null,
    });
    expect(before.json().data.answers.map((a: { title: string; hidden: boolean }) => [a.title, a.hidden])).toEqual([
      ['What do you build?', false],
      ['Work email', true],
    ]);
    const made = await call(me, 'PATCH', '/me/profile', { organization: 'Sky Works', roles: ['MENTOR'] });
    expect(made.statusCode).toBe(200);
    expect(made.json().data.card).toMatchObject({ name: me.user.name, organization: 'Sky Works', roles: ['MENTOR'] });
    expect(made.json().data.asOthersSee).toMatchObject({
      organization: 'Sky Works',
      answers: [{ title: 'What do you build?', text: 'Drones' }],
    });
    expect(codeOf(await call(me, 'PATCH', '/me/profile', { tags: ['ai', 'AI'] }))).toEqual([400, 'G20011']);
    expect((await call(me, 'PATCH', '/me/profile', { bio: 'x'.repeat(501) })).statusCode).toBe(400);
  });

  it('shows or hides a card field (my one card) and an answer (this community only); unknown ones 404', async () => {
    const drones = answer('SHORT_TEXT', 'What do you build?', 'Drones');
    const me = await memberIn(t, community, 'APPROVED', { answers: [drones], card: { organization: 'Sky Works' } });
    const other = await memberIn(t, community, 'APPROVED');
    const page = () => call(other, 'GET', `/members/profile?handle=${me.user.handle}`);
    expect((await page()).json().data).toMatchObject({ organization: 'Sky Works', answers: [{ text: 'Drones' }] });

    const hidden = await call(me, 'POST', `/me/fields/${drones.questionId}/hide`);
    expect(hidden.json().data).toEqual({ hiddenFields: expect.any(Array), hiddenQuestionIds: [drones.questionId] });
    expect(await call(me, 'POST', '/me/fields/organization/hide').then((res) => res.json().data.hiddenFields)).toContain(
      'organization',
    );
    const after = await page();
    expect(after.json().data).not.toHaveProperty('organization');
    expect(after.json().data.answers).toEqual([]);
    expect(after.body).not.toContain('Drones');
    expect(after.body).not.toContain('Sky Works');
    // The card's choice is the card's everywhere (decision 016).
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/me/profile-card', headers: asActor(me) })).json().data.hiddenFields,
    ).toContain('organization');

    await call(me, 'POST', `/me/fields/${drones.questionId}/show`);
    expect((await page()).json().data.answers).toEqual([expect.objectContaining({ text: 'Drones' })]);
    expect(codeOf(await call(me, 'POST', '/me/fields/00000000-0000-4000-8000-000000000000/show'))).toEqual([404, 'G04026']);
    expect(codeOf(await call(me, 'POST', '/me/fields/shoeSize/show'))).toEqual([404, 'G04026']);
    const noCard = await memberIn(t, community, 'APPROVED', { card: false });
    expect(codeOf(await call(noCard, 'POST', '/me/fields/organization/hide'))).toEqual([404, 'G04004']);
  });
});

describe('curations', () => {
  it('publishes members in order, edits and deletes; only approved members (G20225); leavers are not shown', async () => {
    const manager = await memberIn(t, community, 'APPROVED', { role: 'MANAGER' });
    const [first, second] = [await memberIn(t, community, 'APPROVED'), await memberIn(t, community, 'APPROVED')];
    const pending = await memberIn(t, community, 'PENDING');
    const made = await call(manager, 'POST', '/members/curations', {
      title: 'Mentors this month',
      note: 'Say hi',
      memberIds: [second.user.id, first.user.id],
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().data.members.map((m: { userId: string }) => m.userId)).toEqual([second.user.id, first.user.id]);
    const id = made.json().data.id as string;

    for (const memberIds of [[pending.user.id], ['not-a-uuid'], ['00000000-0000-4000-8000-000000000000']]) {
      expect(codeOf(await call(manager, 'POST', '/members/curations', { title: 'Nope', memberIds }))).toEqual([400, 'G20225']);
    }
    for (const payload of [
      { title: '', memberIds: [first.user.id] },
      { title: 'Twice', memberIds: [first.user.id, first.user.id] },
      { title: 'None', memberIds: [] },
    ]) {
      expect((await call(manager, 'POST', '/members/curations', payload)).statusCode).toBe(400);
    }
    expect(codeOf(await call(manager, 'PATCH', `/members/curations/${id}`, { memberIds: [pending.user.id] }))).toEqual([
      400,
      'G20225',
    ]);
    const edited = await call(manager, 'PATCH', `/members/curations/${id}`, { title: 'Mentors of May' });
    expect(edited.json().data).toMatchObject({ title: 'Mentors of May', note: 'Say hi' });

    await t.db.delete(communityMembers).where(eq(communityMembers.userId, second.user.id));
    const listed = await call(first, 'GET', '/members/curations');
    const mine = listed.json().data.find((c: { id: string }) => c.id === id);
    expect(mine.members.map((m: { userId: string }) => m.userId)).toEqual([first.user.id]);

    expect((await call(manager, 'DELETE', `/members/curations/${id}`)).json().data).toEqual({ deleted: true });
    expect(codeOf(await call(manager, 'DELETE', `/members/curations/${id}`))).toEqual([404, 'G04027']);
    expect(codeOf(await call(manager, 'PATCH', '/members/curations/nope', { title: 'x' }))).toEqual([404, 'G04027']);
  });
});
