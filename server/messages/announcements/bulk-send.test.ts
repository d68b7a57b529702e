// A sign-in code asked for while an announcement drains goes out ahead of the announcement's mails
// still waiting (they are bulk priority), so it reaches the SMTP receiver before the drain ends.
// The bench (`BENCH_ONLY=announcements`) measures the same at 10,000 guests with its latency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { guestTeam, insertGuests, managementUrl, type Team } from '../../test/guests.ts';
import { asActor } from '../../test/registrations.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';

const GUESTS = 26;
/** the outbox worker's claim (outbox-worker.ts) */
const WORKER_BATCH = 20;
const CODE_ASKED_AT = 4;
const SUBJECT = 'Doors open at 6:30';
const CODE_ADDRESS = 'waiting.at.the.door@moim.example';

let t: TestApp;
let receiver: SmtpReceiver;
let team: Team;
let codeAsked: Promise<number> | undefined;
let announcementMails = 0;

beforeAll(async () => {
  receiver = await startSmtpReceiver({
    // Half-way through the first claimed batch of announcement mails, someone asks for a sign-in code.
    beforeAccept: async (mail) => {
      if (mail.subject !== SUBJECT || announcementMails++ !== CODE_ASKED_AT) return;
      codeAsked = t.app
        .inject({ method: 'POST', url: '/v1/auth/otp', payload: { email: CODE_ADDRESS, purpose: 'SIGN_IN' } })
        .then((res) => res.statusCode);
      await codeAsked;
    },
  });
  t = await createTestApp({ env: { SMTP_URL: receiver.url } });
  team = await guestTeam(t);
  await t.drainOutbox();
  receiver.mails.length = 0;
  await insertGuests(t.db, {
    eventId: team.event.id,
    ticketId: team.ticketId,
    guests: Array.from({ length: GUESTS }, () => ({})),
  });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe('a bulk announcement and a sign-in code', () => {
  it('sends the code before the announcement’s waiting mails', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: managementUrl(team.event.id, '/announcements'),
      headers: asActor(team.owner),
      payload: { en: { subject: SUBJECT, body: '<p>See you there.</p>' } },
    });
    expect(created.statusCode).toBe(201);
    await t.drainAnnouncements();
    await t.drainOutbox();

    expect(await codeAsked).toBe(200);
    const order = receiver.mails.map((mail) => (mail.to.includes(CODE_ADDRESS) ? 'code' : 'announcement'));
    expect(order).toHaveLength(GUESTS + 1);
    const codeAt = order.indexOf('code');
    // The batch already claimed finishes; the code is the first of the next claim, ahead of the rest.
    expect(codeAt).toBe(WORKER_BATCH);
    expect(order.slice(codeAt + 1).length).toBe(GUESTS - WORKER_BATCH);
  });
});
