// Every rule of emailed codes, through both ways in (an account's code and a non-member's code
// for one event): they share one module, so they must behave the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { freshEmail } from '../../test/sign-in.ts';
import { accountDoor, eventDoor, type CodeDoor } from '../../test/emailed-code-doors.ts';

let t: TestApp;
let receiver: SmtpReceiver;
const doors: CodeDoor[] = [];
beforeAll(async () => {
  receiver = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: receiver.url } });
  doors.push(accountDoor(t, receiver), await eventDoor(t, receiver));
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const MINUTE = 60_000;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each([0, 1])('emailed codes (door %i)', (index) => {
  const door = () => doors[index];

  it('keeps the code already in the inbox when the same email asks again, and sends nothing', async () => {
    const email = freshEmail('again');
    const first = await door().send(email);
    expect(first.json().data).toMatchObject({ sent: true });
    const code = await door().latestCode(email);
    t.clock.advance(30_000);
    const again = await door().send(email);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({
      sent: false,
      expiresAt: first.json().data.expiresAt,
      resendAvailableAt: first.json().data.resendAvailableAt,
    });
    t.clock.advance(3 * MINUTE);
    expect((await door().send(email)).json().data.sent).toBe(false);
    await t.drainOutbox();
    expect(receiver.mailsTo(email)).toHaveLength(1);
    expect((await door().verify(email, code)).statusCode).toBe(200);
  });

  it('going back and forth never reaches the hourly cap; only resends count', async () => {
    const email = freshEmail('honest');
    for (let i = 0; i < 20; i += 1) {
      expect((await door().send(email)).statusCode).toBe(200);
      t.clock.advance(10_000);
    }
    await t.drainOutbox();
    expect(receiver.mailsTo(email)).toHaveLength(1);
  });

  it('resends once a minute (G01017); the new code replaces the old one', async () => {
    const email = freshEmail('resend');
    await door().send(email);
    const old = await door().latestCode(email);
    t.clock.advance(59_000);
    const early = await door().send(email, { resend: true });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ errorCode: 'G01017', message: 'You can resend the code only once per minute.' });
    t.clock.advance(1_000);
    expect((await door().send(email, { resend: true })).json().data.sent).toBe(true);
    const fresh = await door().latestCode(email, 1);
    expect(fresh).not.toBe(old);
    expect((await door().verify(email, old)).json().errorCode).toBe('G01014');
    expect((await door().verify(email, fresh)).statusCode).toBe(200);
  });

  it('caps sends at 5 an hour (G01018), then allows them again', async () => {
    const email = freshEmail('cap');
    for (let i = 0; i < 5; i += 1) {
      expect((await door().send(email, { resend: true })).statusCode).toBe(200);
      t.clock.advance(MINUTE);
    }
    const capped = await door().send(email, { resend: true });
    expect(capped.json()).toMatchObject({ statusCode: 403, errorCode: 'G01018' });
    // The code in the inbox still works meanwhile.
    expect((await door().send(email)).json().data.sent).toBe(false);
    t.clock.advance(56 * MINUTE);
    expect((await door().send(email, { resend: true })).json().data.sent).toBe(true);
  });

  it('kills a code after 5 wrong guesses (G01015), even for the right code; asking again sends a new one', async () => {
    const email = freshEmail('guesses');
    await door().send(email);
    const code = await door().latestCode(email);
    const answers: string[] = [];
    for (let i = 0; i < 6; i += 1) answers.push((await door().verify(email, wrong(code))).json().errorCode);
    expect(answers).toEqual(['G01014', 'G01014', 'G01014', 'G01014', 'G01015', 'G01015']);
    expect((await door().verify(email, code)).json()).toMatchObject({
      errorCode: 'G01015',
      message: 'Too many attempts. Please try again an hour later.',
    });
    t.clock.advance(MINUTE);
    expect((await door().send(email)).json().data.sent).toBe(true);
    expect((await door().verify(email, await door().latestCode(email, 1))).statusCode).toBe(200);
  });

  it('works until one second before 5 minutes and expires then (G01026); a code is used once', async () => {
    const email = freshEmail('expiry');
    await door().send(email);
    const code = await door().latestCode(email);
    t.clock.advance(5 * MINUTE - 1_000);
    expect((await door().verify(email, code)).statusCode).toBe(200);
    expect((await door().verify(email, code)).json().errorCode).toBe('G01014');

    const later = freshEmail('expired');
    await door().send(later);
    const lateCode = await door().latestCode(later);
    t.clock.advance(5 * MINUTE);
    expect((await door().verify(later, lateCode)).json()).toMatchObject({
      errorCode: 'G01026',
      message: 'Code expired. Please resend the verification code.',
    });
    // An expired code is not kept: asking again sends a new one.
    expect((await door().send(later)).json().data.sent).toBe(true);
  });

  it('locks the email for an hour after 10 wrong guesses in an hour (G01016)', async () => {
    const email = freshEmail('lock');
    const answers: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      await door().send(email, { resend: true });
      const code = await door().latestCode(email, round);
      for (let i = 0; i < 5; i += 1) answers.push((await door().verify(email, wrong(code))).json().errorCode);
      t.clock.advance(MINUTE);
    }
    expect(answers.at(4)).toBe('G01015');
    expect(answers.at(-1)).toBe('G01016');
    expect((await door().send(email)).json().errorCode).toBe('G01016');
    expect((await door().send(email, { resend: true })).json().errorCode).toBe('G01016');
    t.clock.advance(59 * MINUTE);
    expect((await door().send(email)).statusCode).toBe(200);
    expect((await door().verify(email, await door().latestCode(email, 2))).statusCode).toBe(200);
  });

  it('answers a guess for an email that never asked like a wrong code', async () => {
    expect((await door().verify(freshEmail('never'), '123456')).json().errorCode).toBe('G01014');
  });
});

describe('scopes', () => {
  it("an account's code does not prove the email for an event, nor the other way round", async () => {
    const [account, event] = doors;
    const email = freshEmail('scopes');
    await account.send(email);
    const accountCode = await account.latestCode(email);
    await event.send(email);
    const eventCode = await event.latestCode(email, 1);
    if (accountCode !== eventCode) {
      expect((await event.verify(email, accountCode)).json().errorCode).toBe('G01014');
      expect((await account.verify(email, eventCode)).json().errorCode).toBe('G01014');
    }
    expect((await account.verify(email, accountCode)).statusCode).toBe(200);
    expect((await event.verify(email, eventCode)).statusCode).toBe(200);
  });
});
