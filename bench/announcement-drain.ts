// `BENCH_ONLY=announcements npm run bench`: a 10,000-guest announcement drained through the outbox
// to a local SMTP receiver, beside a bare SMTP send of the same mails in the same run, with a
// sign-in code asked for half-way through (its latency to the receiver: the goal is under 5 s)
// and the heap while the announcement is queued and sent (flat: batches, never one array): its peak
// as sampled, garbage included, and what is still live after a full collection at each tenth of the
// way. The history's counts are read at each tenth too: the progress bar the host sees.
// Printed, never a failure. PostgreSQL: set DATABASE_URL.
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { asc, gt, like, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../server/app.ts';
import { systemClock } from '../server/platform/clock.ts';
import { openDatabase } from '../server/platform/db/client.ts';
import { eventReminderSettings, outbox } from '../server/platform/db/schema/index.ts';
import { readEnv } from '../server/platform/env.ts';
import { createSmtpTransport } from '../server/platform/mail/transport.ts';
import { hostedEvent, insertGuests } from './guest-cases.ts';

const GUESTS = Number(process.env.BENCH_ANNOUNCEMENT_GUESTS ?? 10_000);
const CODE_GOAL_MS = 5_000;
const FROM = 'Moim <no-reply@localhost>';
const MB = 1e6;

/** A full garbage collection on demand, without starting node with --expose-gc. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** An SMTP server that only counts, and tells who is waiting for an address. */
async function startCountingReceiver() {
  let received = 0;
  const waiting = new Map<string, () => void>();
  const onCount: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A reverse DNS lookup per connection would measure the resolver, not us.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received += 1;
        for (const rcpt of session.envelope.rcptTo) waiting.get(rcpt.address)?.();
        for (const listener of onCount) listener();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    get received() {
      return received;
    },
    reset: () => (received = 0),
    arrivalOf: (address: string) => new Promise<void>((resolve) => waiting.set(address, resolve)),
    until: (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => received >= count && resolve();
        onCount.push(check);
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function measureAnnouncementDrain(): Promise<void> {
  const receiver = await startCountingReceiver();
  const env = readEnv({
    ...process.env,
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-secret-0123456789abcdefghij',
    LOG_LEVEL: 'warn',
    SMTP_URL: receiver.url,
  });
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 10 });
  await database.migrate();
  const { db } = database;
  const app = await buildApp({ db, env, clock: systemClock, logger: false });
  await app.ready();
  console.log(`announcements: database ${database.driver}; ${GUESTS} guests, one announcement`);

  const setup = await hostedEvent({ db, app, env }, 'announce');
  await insertGuests(db, setup, GUESTS);
  // The event starts tomorrow: its day-before reminder would be due now and share the receiver.
  await db.insert(eventReminderSettings).values({ eventId: setup.eventId, minutesBefore: [], updatedAt: new Date() });

  // The app: written by the host, turned into mail by the sender, sent by the outbox worker.
  const gc = collector();
  gc();
  const heap = { before: process.memoryUsage().heapUsed, peak: 0, livePeak: 0 };
  const sampler = setInterval(() => (heap.peak = Math.max(heap.peak, process.memoryUsage().heapUsed)), 50);
  const history: string[] = [];
  const tenth = Math.max(1, Math.floor(GUESTS / 10));
  const checkpoints = (async () => {
    for (let at = tenth; at <= GUESTS; at += tenth) {
      await receiver.until(at);
      gc();
      heap.livePeak = Math.max(heap.livePeak, process.memoryUsage().heapUsed);
      const read = performance.now();
      const res = await app.inject({
        method: 'GET',
        url: `/v1/event-managements/${setup.eventId}/announcements`,
        headers: { cookie: setup.cookie },
      });
      const [item] = res.json<{ data: { items: { sent: number; recipients: number }[] } }>().data.items;
      history.push(`${item.sent}/${item.recipients} (${(performance.now() - read).toFixed(0)} ms)`);
    }
  })();
  receiver.reset();
  const started = performance.now();
  const created = await app.inject({
    method: 'POST',
    url: `/v1/event-managements/${setup.eventId}/announcements`,
    headers: { cookie: setup.cookie },
    payload: { en: { subject: 'Doors open at 6:30', body: '<p>Room <strong>B</strong>, see you there.</p>' } },
  });
  if (created.statusCode !== 201) throw new Error(`announcement answered ${created.statusCode}: ${created.body}`);
  const announcementId = created.json<{ data: { id: string } }>().data.id;
  app.announcementSender.start();
  app.outboxWorker.start();

  await receiver.until(Math.floor(GUESTS / 2));
  const codeAddress = `bench.code.${Date.now()}@moim.example`;
  const codeArrived = receiver.arrivalOf(codeAddress);
  const asked = performance.now();
  const code = await app.inject({ method: 'POST', url: '/v1/auth/otp', payload: { email: codeAddress, purpose: 'SIGN_IN' } });
  if (code.statusCode !== 200) throw new Error(`sign-in code answered ${code.statusCode}: ${code.body}`);
  await codeArrived;
  const codeMs = performance.now() - asked;

  await receiver.until(GUESTS + 1);
  const appSeconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  await checkpoints;
  await app.announcementSender.stop();
  await app.outboxWorker.stop();

  // The reference: the same mails, read back from the outbox a page at a time, sent one after another.
  const transport = createSmtpTransport(receiver.url, FROM);
  receiver.reset();
  const bareStarted = performance.now();
  let after = 0;
  let sent = 0;
  for (;;) {
    const page = await db
      .select({ id: outbox.id, dedupKey: outbox.dedupKey, payload: outbox.payload })
      .from(outbox)
      .where(sql`${gt(outbox.id, after)} and ${like(outbox.dedupKey, `announcement:${announcementId}:%`)}`)
      .orderBy(asc(outbox.id))
      .limit(1000);
    if (page.length === 0) break;
    for (const row of page) await transport.send({ ...row.payload, messageId: `<bare-${row.dedupKey}@localhost>` });
    sent += page.length;
    after = page.at(-1)!.id;
  }
  const bareSeconds = (performance.now() - bareStarted) / 1000;
  transport.close();

  const appRate = GUESTS / appSeconds;
  const bareRate = sent / bareSeconds;
  console.log(`  app (announcement → outbox → SMTP): ${appRate.toFixed(0)} mails/s (${appSeconds.toFixed(1)} s)`);
  console.log(`  reference bare SMTP send:           ${bareRate.toFixed(0)} mails/s (${sent} mails)`);
  console.log(`  ratio ${(appRate / bareRate).toFixed(2)}×`);
  console.log(
    `  sign-in code asked at ${Math.floor(GUESTS / 2)} mails: at the receiver in ${codeMs.toFixed(0)} ms (goal < ${CODE_GOAL_MS} ms) ${codeMs < CODE_GOAL_MS ? 'ok' : 'MISSED'}`,
  );
  console.log(
    `  heap: ${(heap.before / MB).toFixed(0)} MB before; while ${GUESTS} mails were queued and sent, peak ${(heap.peak / MB).toFixed(0)} MB ` +
      `(+${((heap.peak - heap.before) / MB).toFixed(0)} MB, garbage included), live after a full collection at most ` +
      `${(heap.livePeak / MB).toFixed(0)} MB (+${((heap.livePeak - heap.before) / MB).toFixed(0)} MB)`,
  );
  console.log(`  history's sent/recipients at each tenth received (read time): ${history.join(', ')}`);
  await app.close();
  await database.close();
  await receiver.close();
}
