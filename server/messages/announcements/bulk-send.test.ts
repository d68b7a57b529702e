// A sign-in code asked for while an announcement drains goes out ahead of the announcement's mails
// still waiting (they are bulk priority), so it reaches the SMTP receiver before the drain ends; a
// mail queued at the same moment at the announcement's own priority waits behind all of them. The
// history's counts move from part-way to complete while the mails go out (the host's progress bar).
// The bench (`BENCH_ONLY=announcements`) measures the same at 10,000 guests with its latency.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailPriorities } from '../../platform/db/schema/index.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { guestTeam, insertGuests, managementUrl, type Team } from '../../test/guests.ts';
import { asActor } from '../../test/registrations.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';

const GUESTS = 26;
/** the outbox worker's claim (outbox-worker.ts) */
const WORKER_BATCH = 20;
const ASKED_AT = 4;
const CODE_ADDRESS = 'waiting.at.the.door@moim.example';
const CONTROL_ADDRESS = 'queued.like.the.announcement@moim.example';

type HistoryItem = { id: string; status: string; recipients: number; sent: number; failed: number };

let t: TestApp;
let receiver: SmtpReceiver;
let team: Team;
let subject = '';
let announcementId = '';
let announcementMails = 0;
/** set by a test: runs while the announcement's mail number `index` (from 0) is being handed over */
let duringMail: ((index: number) => Promise<void>) | undefined;

beforeAll(async () => {
  receiver = await startSmtpReceiver({
    beforeAccept: async (mail) => {
      if (mail.subject === subject) await duringMail?.(announcementMails++);
    },
  });
  t = await createTestApp({ env: { SMTP_URL: receiver.url } });
  team = await guestTeam(t);
  await t.drainOutbox();
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
beforeEach(() => {
  receiver.mails.length = 0;
  announcementMails = 0;
  duringMail = undefined;
});

/** Writes an announcement to every guest, queues its mails, then lets the outbox send everything. */
async function announceAndDrain(title: string) {
  subject = title;
  const created = await t.app.inject({
    method: 'POST',
    url: managementUrl(team.event.id, '/announcements'),
    headers: asActor(team.owner),
    payload: { en: { subject, body: '<p>See you there.</p>' } },
  });
  expect(created.statusCode).toBe(201);
  announcementId = created.json<{ data: { id: string } }>().data.id;
  await t.drainAnnouncements();
  await t.drainOutbox();
  return receiver.mails.map((mail) => (mail.subject === subject ? 'announcement' : mail.to[0]));
}

/** The announcement being sent, as the host's history shows it. */
async function history(): Promise<HistoryItem | undefined> {
  const res = await t.app.inject({
    method: 'GET',
    url: managementUrl(team.event.id, '/announcements'),
    headers: asActor(team.owner),
  });
  return res.json<{ data: { items: HistoryItem[] } }>().data.items.find((item) => item.id === announcementId);
}

describe('a bulk announcement and a sign-in code', () => {
  it('sends the code before the announcement’s waiting mails', async () => {
    let asked: Promise<number> | undefined;
    duringMail = async (index) => {
      if (index !== ASKED_AT) return;
      asked = t.app
        .inject({ method: 'POST', url: '/v1/auth/otp', payload: { email: CODE_ADDRESS, purpose: 'SIGN_IN' } })
        .then((res) => res.statusCode);
      await asked;
    };
    const order = await announceAndDrain('Doors open at 6:30');

    expect(await asked).toBe(200);
    expect(order).toHaveLength(GUESTS + 1);
    // The batch already claimed finishes; the code is the first of the next claim, ahead of the rest.
    expect(order.indexOf(CODE_ADDRESS)).toBe(WORKER_BATCH);
  });

  it('sends a mail queued at the same moment at bulk priority after all of them (the control)', async () => {
    duringMail = async (index) => {
      if (index !== ASKED_AT) return;
      await enqueueEmail(t.db, t.clock, {
        dedupKey: 'bulk-control',
        to: CONTROL_ADDRESS,
        subject: 'Queued behind',
        text: 'Bulk like the announcement',
        priority: mailPriorities.bulk,
      });
    };
    const order = await announceAndDrain('Coffee is on the second floor');

    expect(order).toHaveLength(GUESTS + 1);
    // Without its priority the code would have been here: last, behind every announcement mail.
    expect(order.indexOf(CONTROL_ADDRESS)).toBe(GUESTS);
  });
});

describe('the history while an announcement goes out', () => {
  it('counts the mails sent so far, from part-way to all of them', async () => {
    const seen: HistoryItem[] = [];
    duringMail = async (index) => {
      if (index === 5 || index === 15) seen.push((await history())!);
    };
    await announceAndDrain('Parking is behind the building');

    expect(seen).toHaveLength(2);
    const [early, later] = seen;
    expect(early).toMatchObject({ status: 'SENT', recipients: GUESTS, failed: 0 });
    expect(early.sent).toBeGreaterThan(0);
    expect(later.sent).toBeGreaterThan(early.sent);
    expect(later.sent).toBeLessThan(GUESTS);
    expect(await history()).toMatchObject({ status: 'SENT', recipients: GUESTS, sent: GUESTS, failed: 0 });
  });
});
