import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailPriorities, outbox } from '../db/schema/index.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { createSmtpTransport } from '../mail/transport.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { createOutboxWorker } from './outbox-worker.ts';

const silent = pino({ level: 'silent' });
let t: TestApp;
let receiver: SmtpReceiver;
let release: (() => void) | undefined;

beforeEach(async () => {
  release = undefined;
  receiver = await startSmtpReceiver({
    // Message #4 of a batch is held at the receiver until the test says otherwise, or cut off.
    beforeAccept: (_mail, index) => {
      if (index === 3 && hangUpOnFourth) {
        receiver.hangUp();
        throw new Error('hung up');
      }
      if (index !== 3 || !holdFourth) return;
      return new Promise<void>((_resolve, reject) => {
        release = () => reject(new Error('connection dropped'));
      });
    },
  });
  t = await createTestApp({ env: { SMTP_URL: receiver.url } });
});
afterEach(async () => {
  release?.();
  await t.close();
  await receiver.close();
  holdFourth = false;
  hangUpOnFourth = false;
});
let holdFourth = false;
let hangUpOnFourth = false;

const mail = (n: number) => ({ dedupKey: `test-${n}`, to: `guest${n}@example.com`, subject: `Hello ${n}`, text: `Body ${n}` });

describe('outbox', () => {
  it('sends a mail only when its transaction commits', async () => {
    await t.db
      .transaction(async (tx) => {
        await enqueueEmail(tx, t.clock, mail(1));
        tx.rollback();
      })
      .catch(() => {});
    await t.db.transaction((tx) => enqueueEmail(tx, t.clock, mail(2)));
    expect(await t.drainOutbox()).toBe(1);
    expect(receiver.mails.map((m) => m.subject)).toEqual(['Hello 2']);
  });

  it('sends one mail for one dedup key, with it as Message-ID', async () => {
    await enqueueEmail(t.db, t.clock, mail(1));
    await enqueueEmail(t.db, t.clock, mail(1));
    await t.drainOutbox();
    expect(receiver.mails).toHaveLength(1);
    expect(receiver.mails[0].messageId).toMatch(/^<test-1@/);
  });

  it('retries a failed send with backoff and never drops it', async () => {
    await receiver.close();
    await enqueueEmail(t.db, t.clock, mail(1));
    expect(await t.drainOutbox()).toBe(0);
    const [row] = await t.db.select().from(outbox);
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(t.clock.now().getTime());

    receiver = await startSmtpReceiver();
    const worker = createOutboxWorker({
      db: t.db,
      clock: t.clock,
      transport: createSmtpTransport(receiver.url, 'Moim <no-reply@localhost>'),
      log: silent,
      messageDomain: 'localhost',
    });
    expect(await worker.drain()).toBe(0); // not due yet
    t.clock.advance(10_001);
    expect(await worker.drain()).toBe(1);
    expect(receiver.mails).toHaveLength(1);
  });

  it('delivers every queued mail exactly once after the sender is killed mid-batch', async () => {
    holdFourth = true;
    for (let n = 1; n <= 10; n++) await enqueueEmail(t.db, t.clock, mail(n));
    const transport = createSmtpTransport(receiver.url, 'Moim <no-reply@localhost>');
    const first = createOutboxWorker({
      db: t.db,
      clock: t.clock,
      transport,
      log: silent,
      messageDomain: 'localhost',
      leaseMs: 60_000,
    });
    void first.drain();
    await receiver.waitFor(3);
    await new Promise((r) => setTimeout(r, 100)); // the fourth is now held at the receiver
    first.kill();
    release?.();

    const second = createOutboxWorker({
      db: t.db,
      clock: t.clock,
      transport: createSmtpTransport(receiver.url, 'Moim <no-reply@localhost>'),
      log: silent,
      messageDomain: 'localhost',
    });
    expect(await second.drain()).toBe(0); // the dead worker's claim still holds
    t.clock.advance(60_001);
    await second.drain();

    const subjects = receiver.mails.map((m) => m.subject).sort();
    expect(subjects).toEqual(Array.from({ length: 10 }, (_, i) => `Hello ${i + 1}`).sort());
    const pending = (await t.db.select().from(outbox)).filter((row) => row.sentAt === null);
    expect(pending).toHaveLength(0);
  });

  it('sends every mail once when the SMTP server hangs up in the middle of one', async () => {
    hangUpOnFourth = true;
    for (let n = 1; n <= 10; n++) await enqueueEmail(t.db, t.clock, mail(n));
    await t.drainOutbox();
    t.clock.advance(10_001); // the cut mail's retry, if it was not sent again at once
    await t.drainOutbox();

    const subjects = receiver.mails.map((m) => m.subject).sort();
    expect(subjects).toEqual(Array.from({ length: 10 }, (_, i) => `Hello ${i + 1}`).sort());
    const pending = (await t.db.select().from(outbox)).filter((row) => row.sentAt === null);
    expect(pending).toHaveLength(0);
    expect(receiver.connections).toBeGreaterThan(1);
  });
});

describe('outbox with one-time codes', () => {
  it('keeps the body of a sensitive mail only until it is sent', async () => {
    await enqueueEmail(t.db, t.clock, { ...mail(9), text: 'Your code is 123456', sensitive: true });
    await t.drainOutbox();
    expect(receiver.mails[0].text).toContain('123456');
    const [row] = await t.db.select().from(outbox);
    expect(JSON.stringify(row.payload)).not.toContain('123456');
    expect(row.payload.subject).toBe('Hello 9');
  });
});

describe('the short lease of a code', () => {
  it('is renewed while a slow SMTP server takes the mail, so no other worker sends it twice', async () => {
    await enqueueEmail(t.db, t.clock, { ...mail(4), priority: mailPriorities.code });
    let letGo: () => void = () => {};
    const slowReceiver = await startSmtpReceiver({ beforeAccept: () => new Promise<void>((resolve) => (letGo = resolve)) });
    const worker = (url: string) =>
      createOutboxWorker({
        db: t.db,
        clock: t.clock,
        transport: createSmtpTransport(url, 'Moim <no-reply@localhost>'),
        log: silent,
        messageDomain: 'localhost',
        codeLeaseMs: 900,
      });
    const slow = worker(slowReceiver.url);
    const sending = slow.drain();
    await slowReceiver.waitFor(0);
    // Well past the 900 ms it was claimed for; the renewals (every 300 ms) moved it on each time.
    for (let step = 0; step < 4; step++) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      t.clock.advance(400);
    }
    const [row] = await t.db.select().from(outbox);
    expect(row.sentAt).toBeNull();
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(t.clock.now().getTime());
    expect(await worker(receiver.url).drain()).toBe(0);
    expect(receiver.mails).toHaveLength(0);

    letGo();
    expect(await sending).toBe(1);
    await slowReceiver.close();
  });
});

describe('priority', () => {
  it('sends a sign-in code within 5 s while 5,000 mails wait before it', async () => {
    const now = t.clock.now();
    for (let start = 0; start < 5_000; start += 500) {
      const rows = Array.from({ length: 500 }, (_, i) => ({
        dedupKey: `bulk-${start + i}`,
        payload: { to: `bulk${start + i}@example.com`, subject: 'News', text: 'Bulk' },
        nextAttemptAt: now,
        createdAt: now,
      }));
      await t.db.insert(outbox).values(rows);
    }
    t.app.outboxWorker.start();
    const email = 'waiting.for.code@example.com';
    const startedAt = Date.now();
    const res = await t.app.inject({ method: 'POST', url: '/v1/auth/otp', payload: { email, purpose: 'SIGN_IN' } });
    expect(res.statusCode).toBe(200);
    while (receiver.mailsTo(email).length === 0 && Date.now() - startedAt < 5_000)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(receiver.mailsTo(email)).toHaveLength(1);
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    // The backlog was still there: the code did not simply arrive after it.
    expect(receiver.mails.length).toBeLessThan(1_000);
    await t.app.outboxWorker.stop();
  }, 60_000);
});
