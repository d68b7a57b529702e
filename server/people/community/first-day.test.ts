// A member's first day: the approval email leads to making the card; the card is offered pre-filled
// from the profile and the application's answers; a coffee chat refused for want of a card goes
// through once the card is made. A member-only event met from outside says whose it is (403
// G20300, and its door names the community) with none of its details. My events tells each event's
// status: approved, pending, waitlisted, checked in.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registrations } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { signedInUser } from '../../test/factories.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { publish, type Actor } from '../../test/events.ts';
import { asActor, publishedEvent, registerMember } from '../../test/registrations.ts';
import { answer, createCommunity, createCommunityEventAs, memberIn, type TestCommunity } from '../../test/community-people.ts';

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

type Method = 'GET' | 'POST' | 'PATCH';
const inCommunity = (actor: Actor, method: Method, path: string, payload?: object) =>
  t.app.inject({ method, url: `/v1/communities/${community.id}${path}`, headers: asActor(actor), payload });
const get = (url: string, actor?: Actor) => t.app.inject({ method: 'GET', url, headers: asActor(actor) });
const codeOf = (res: { statusCode: number; json(): { errorCode?: string } }) => [res.statusCode, res.json().errorCode];

describe("a new member's card", () => {
  it('is what the approval email leads to, in the member’s language', async () => {
    const applicant = await memberIn(t, community, 'PENDING', { user: { locale: 'ko' } });
    const approved = await inCommunity(community.owner, 'POST', `/applicants/${applicant.user.id}/approve`);
    expect(approved.statusCode).toBe(200);
    await t.drainOutbox();
    await vi.waitUntil(() => receiver.mailsTo(applicant.user.email).length > 0, { timeout: 10_000 });
    const [mail] = receiver.mailsTo(applicant.user.email);
    expect(mail.subject).toBe('Seoul Builders에 오신 것을 환영합니다');
    expect(mail.text).toContain('멤버 카드를 만들면');
    expect(mail.text).toMatch(new RegExp(`//${community.handle}\\.[^/\\s]+/profile\\n`));
  });

  it('is offered pre-filled from the profile, then the application’s answers where the profile is empty, and made so', async () => {
    const answers = [
      answer('ORGANIZATION', 'Where do you work?', 'Sky Works'),
      answer('JOB_TITLE', 'Your role', 'Drone pilot'),
      answer('BIO', 'About you', 'Written on the application'),
      answer('SHORT_TEXT', 'What do you build?', 'Drones'),
    ];
    const me = await memberIn(t, community, 'APPROVED', { card: false, answers, user: { name: 'Mina Seo' } });
    const bio = await t.app.inject({
      method: 'PATCH',
      url: '/v1/me/profile',
      headers: asActor(me),
      payload: { bio: 'From my profile' },
    });
    expect(bio.statusCode).toBe(200);
    const before = (await inCommunity(me, 'GET', '/me/profile')).json().data;
    expect(before.card).toBeNull();
    expect(before.draft).toMatchObject({
      name: 'Mina Seo',
      organization: 'Sky Works',
      jobTitle: 'Drone pilot',
      // the profile's value wins over the application's
      bio: 'From my profile',
    });
    expect(before.draft.fromRegistration.sort()).toEqual(['jobTitle', 'organization']);
    // Not in the directory until the card exists.
    const other = await memberIn(t, community, 'APPROVED');
    const listed = async () =>
      (await inCommunity(other, 'GET', '/members?take=50')).json().data.items.map((card: { userId: string }) => card.userId);
    expect(await listed()).not.toContain(me.user.id);

    const made = await inCommunity(me, 'PATCH', '/me/profile', { jobTitle: 'Chief pilot', hiddenFields: ['organization'] });
    expect(made.statusCode).toBe(200);
    expect(made.json().data).toMatchObject({
      draft: null,
      card: { organization: 'Sky Works', jobTitle: 'Chief pilot', hiddenFields: ['organization'] },
      asOthersSee: { jobTitle: 'Chief pilot', answers: expect.arrayContaining([expect.objectContaining({ text: 'Drones' })]) },
    });
    expect(made.json().data.asOthersSee).not.toHaveProperty('organization');
    expect(await listed()).toContain(me.user.id);
  });

  it('made in one step from a refused coffee chat, which then goes through as written', async () => {
    const me = await memberIn(t, community, 'APPROVED', { card: false, answers: [answer('ORGANIZATION', 'Work', 'Tea Co')] });
    const other = await memberIn(t, community, 'APPROVED');
    const chat = { message: 'Tea after the meetup? I build tea robots.', channel: 'EMAIL', contact: me.user.email };
    expect(codeOf(await inCommunity(me, 'POST', `/users/${other.user.id}/contacts`, chat))).toEqual([404, 'G04004']);
    expect((await inCommunity(me, 'PATCH', '/me/profile', {})).json().data.card).toMatchObject({ organization: 'Tea Co' });
    const sent = await inCommunity(me, 'POST', `/users/${other.user.id}/contacts`, chat);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({ message: chat.message });
  });
});

describe('a member-only event opened from outside', () => {
  const TITLE = 'Founders only: the quiet dinner';
  let event: { id: string; handle: string };
  beforeAll(async () => {
    event = await createCommunityEventAs(t, community, { title: TITLE, visibility: 'MEMBER_ONLY' });
    await publish(t, community.owner, event.id);
  });

  it('answers 403 G20300 on the page and names the community at the door, with none of the event’s details', async () => {
    const startsAt = (await get(`/v1/events/info?handle=${event.handle}`, community.owner)).json().data.startsAt as string;
    const outsiders = [undefined, await signedInUser(t), await memberIn(t, community, 'PENDING')];
    for (const actor of outsiders) {
      const page = await get(`/v1/events/info?handle=${event.handle}`, actor);
      expect(codeOf(page)).toEqual([403, 'G20300']);
      const door = await get(`/v1/events/door?handle=${event.handle}`, actor);
      expect(door.json().data).toEqual({
        community: {
          id: community.id,
          name: 'Seoul Builders',
          handle: community.handle,
          url: expect.stringMatching(new RegExp(`^http://${community.handle}\\.`)),
        },
      });
      for (const body of [page.body, door.body]) {
        expect(body).not.toContain(TITLE);
        expect(body).not.toContain(startsAt);
        expect(body).not.toContain(startsAt.slice(0, 10));
      }
    }
    const html = await t.app.inject({ method: 'GET', url: `/events/${event.handle}`, headers: { accept: 'text/html' } });
    expect(html.body).not.toContain(TITLE);
  });

  it('has no door for anything else: members and the host team open the page, other events are not found', async () => {
    const member = await memberIn(t, community, 'APPROVED');
    for (const actor of [member, community.owner]) {
      expect((await get(`/v1/events/info?handle=${event.handle}`, actor)).statusCode).toBe(200);
      expect(codeOf(await get(`/v1/events/door?handle=${event.handle}`, actor))).toEqual([404, 'G04002']);
    }
    const draft = await createCommunityEventAs(t, community, { title: 'Draft dinner', visibility: 'MEMBER_ONLY' });
    const open = await createCommunityEventAs(t, community, { title: 'Open day', visibility: 'PUBLIC' });
    await publish(t, community.owner, open.id);
    for (const handle of [draft.handle, open.handle, 'no-such-event']) {
      expect(codeOf(await get(`/v1/events/door?handle=${handle}`))).toEqual([404, 'G04002']);
    }
    // A draft stays unknown on the page too.
    expect(codeOf(await get(`/v1/events/info?handle=${draft.handle}`))).toEqual([404, 'G04002']);
  });
});

describe('My events', () => {
  it('tells my status on each event: approved, pending, waitlisted, checked in; nobody else’s', async () => {
    const me = await signedInUser(t);
    const approved = await publishedEvent(t, { title: 'Approved talk' });
    const pending = await publishedEvent(t, { title: 'Pending talk', approvalRequired: true });
    const waitlisted = await publishedEvent(t, { title: 'Full talk', maxParticipants: 1, waitlistEnabled: true });
    const checkedIn = await publishedEvent(t, { title: 'Checked-in talk' });
    await registerMember(t, waitlisted.host, waitlisted.event.id);
    const ids: Record<string, string> = {};
    for (const [name, { host, event }] of Object.entries({ approved, pending, waitlisted, checkedIn })) {
      const { res } = await registerMember(t, host, event.id, me);
      expect(res.statusCode).toBe(201);
      ids[name] = res.json().data.registration.id as string;
    }
    const checkIn = await t.app.inject({
      method: 'POST',
      url: `/v1/event-managements/${checkedIn.event.id}/participants/${ids.checkedIn}/check-in`,
      headers: asActor(checkedIn.host),
    });
    expect(checkIn.statusCode).toBe(200);

    const mine = (await get('/v1/me/events?take=50', me)).json().data.items as {
      title: string;
      myRegistration: unknown;
    }[];
    const byTitle = Object.fromEntries(mine.map((item) => [item.title, item.myRegistration]));
    expect(byTitle).toEqual({
      'Approved talk': { status: 'APPROVED', checkedIn: false },
      'Pending talk': { status: 'PENDING', checkedIn: false },
      'Full talk': { status: 'WAITLISTED', checkedIn: false },
      'Checked-in talk': { status: 'APPROVED', checkedIn: true },
    });
    // A cancelled registration leaves the list, and a stranger's list says nothing of mine.
    await t.db.update(registrations).set({ status: 'CANCELLED' }).where(eq(registrations.id, ids.approved));
    expect((await get('/v1/me/events?take=50', me)).body).not.toContain('Approved talk');
    const publicList = (await get('/v1/events?take=50', await signedInUser(t))).json().data.items as {
      title: string;
      myRegistration: unknown;
    }[];
    expect(publicList.find((item) => item.title === 'Pending talk')?.myRegistration).toBeNull();
  });
});
