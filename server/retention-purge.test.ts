import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailedCodes, outbox, registrationAnswers, registrationFiles, registrations } from './platform/db/schema/index.ts';
import { freshEmail, freshIp } from './test/sign-in.ts';
import { monthsBefore, purgeExpiredGuestData } from './registrations/index.ts';
import { asActor, asGuest, cancel, guestUser, managedForm, publishedEvent, questionAs, register } from './test/registrations.ts';
import { createTestApp, type TestApp } from './test/create-test-app.ts';
import { startSmtpReceiver, type SmtpReceiver } from './test/smtp-receiver.ts';
import { startRetentionPurge } from './retention-purge.ts';

let t: TestApp;
let receiver: SmtpReceiver;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'moim-retention-'));
  receiver = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: receiver.url, DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
  await rm(dataDir, { recursive: true, force: true });
});

const EVENT_END = '2026-06-08T12:00:00.000Z';
const SIX_MONTHS_LATER = '2026-12-08T12:00:00.000Z';
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(64)]);

function upload(headers: Record<string, string>, query = '') {
  const boundary = `----moim${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: `/v1/events/regist-question-file${query}`,
    payload: Buffer.concat([Buffer.from(head), pdf, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
  });
}

async function onDisk(fileId: string) {
  const file = await t.files.open(`registration-files/${fileId}`);
  file?.stream.destroy();
  return file !== null;
}

async function guestToken(eventId: string, email: string) {
  await t.app.inject({ method: 'POST', url: `/v1/events/${eventId}/check-email`, remoteAddress: freshIp(), payload: { email } });
  await t.drainOutbox();
  const code = /\b(\d{6})\b/.exec(receiver.mailsTo(email).at(-1)!.text!)![1];
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/events/${eventId}/check-email/verify`,
    remoteAddress: freshIp(),
    payload: { email, code },
  });
  return res.json().data.guestToken as string;
}

describe('monthsBefore', () => {
  it("steps back calendar months, keeping the time and clamping to the month's end", () => {
    expect(monthsBefore(new Date(SIX_MONTHS_LATER), 6).toISOString()).toBe(EVENT_END);
    expect(monthsBefore(new Date('2026-08-31T05:00:00.000Z'), 6).toISOString()).toBe('2026-02-28T05:00:00.000Z');
  });
});

describe('the retention purge', () => {
  it("6 months after the event ends, nothing of a non-member's registration remains; members keep theirs", async () => {
    t.clock.set('2026-06-01T00:00:00.000Z');
    const { host, event } = await publishedEvent(t, { title: 'Retention Day' });
    const fileQuestion = await questionAs(t, host, event.id, { kind: 'FILE', title: 'CV' });
    const form = await managedForm(t, host, event.id);
    const [nameQ, emailQ] = form.questions;
    const answers = (name: string, email: string, fileId: string) => [
      { questionId: nameQ.id, value: name },
      { questionId: emailQ.id, value: email },
      { questionId: fileQuestion.id, value: { fileId } },
    ];

    // A non-member with a file answer, and a second one who uploaded but never registered.
    const email = freshEmail('guest');
    const token = await guestToken(event.id, email);
    const guestFile = (await upload(asGuest(token), `?eventId=${event.id}`)).json().data.id as string;
    const guestRes = await register(t, event.id, asGuest(token), {
      answers: answers('Guest Choi', email, guestFile),
      agreeToPolicies: true,
    });
    expect(guestRes.statusCode).toBe(201);
    const guestId = guestRes.json().data.registration.id as string;
    const loneEmail = freshEmail('guest');
    const loneFile = (await upload(asGuest(await guestToken(event.id, loneEmail)), `?eventId=${event.id}`)).json().data
      .id as string;
    // A member with a file answer.
    const member = await guestUser(t);
    const memberFile = (await upload(asActor(member))).json().data.id as string;
    const memberRes = await register(t, event.id, asActor(member), {
      answers: answers(member.user.name, member.user.email, memberFile),
    });
    expect(memberRes.statusCode).toBe(201);
    await t.drainOutbox();
    // One mail still waiting to be sent when the purge comes.
    await cancel(t, event.id, asGuest(token));

    const guestMails = () =>
      t.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(sql`${outbox.payload}->>'to' in (${email}, ${loneEmail})`);
    expect((await guestMails()).length).toBeGreaterThanOrEqual(4);

    t.clock.set(new Date(new Date(SIX_MONTHS_LATER).getTime() - 1000));
    // A second before: the registration stays. (An upload no answer used goes after a day anyway.)
    expect(await purgeExpiredGuestData(t)).toMatchObject({ events: 0, registrations: 0, mails: 0, codes: 0, files: 1 });
    expect(await onDisk(guestFile)).toBe(true);
    expect(await onDisk(loneFile)).toBe(false);

    t.clock.set(SIX_MONTHS_LATER);
    const logs: unknown[] = [];
    const job = startRetentionPurge({
      db: t.db,
      clock: t.clock,
      files: t.files,
      log: { info: (o: unknown) => logs.push(o), error: (o: unknown) => logs.push(o) },
      firstRunDelayMs: 1,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await job.stop();
    expect(logs).toEqual([
      {
        purge: expect.objectContaining({ events: 1, registrations: 1, files: 1, codes: 2 }),
        auth: expect.objectContaining({ refreshTokens: expect.any(Number) }),
      },
    ]);

    expect(await t.db.select().from(registrations).where(eq(registrations.id, guestId))).toEqual([]);
    expect(await t.db.select().from(registrationAnswers).where(eq(registrationAnswers.registrationId, guestId))).toEqual([]);
    expect(await t.db.select().from(registrations).where(isNull(registrations.userId))).toEqual([]);
    expect(await t.db.select().from(registrationFiles).where(eq(registrationFiles.eventId, event.id))).toEqual([
      expect.objectContaining({ id: memberFile }),
    ]);
    expect(await onDisk(guestFile)).toBe(false);
    expect(await onDisk(loneFile)).toBe(false);
    expect(await onDisk(memberFile)).toBe(true);
    expect(await guestMails()).toEqual([]);
    expect(
      await t.db
        .select()
        .from(emailedCodes)
        .where(eq(emailedCodes.scope, `event:${event.id}`)),
    ).toEqual([]);
    // The member keeps everything.
    const mine = await t.db.select().from(registrations).where(eq(registrations.userId, member.user.id));
    expect(mine).toHaveLength(1);
    expect(await t.db.select().from(registrationAnswers).where(eq(registrationAnswers.registrationId, mine[0].id))).toHaveLength(
      3,
    );

    // Again: nothing left to do.
    expect(await purgeExpiredGuestData(t)).toEqual({ events: 0, registrations: 0, files: 0, mails: 0, codes: 0 });
    t.clock.set('2026-06-01T00:00:00.000Z');
  });
});
