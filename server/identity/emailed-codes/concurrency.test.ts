// The per-email limits hold when many requests arrive at once on two app instances sharing one
// PostgreSQL server. PGlite has a single connection and cannot race, so these run on the server
// only. Each guard has a negative control: the same harness with the guard replaced by a naive
// read-then-write must break the limit, or the test proves nothing.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authLimits } from '../../../contract/auth.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Db } from '../../platform/db/client.ts';
import { emailedCodes } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { raceUntilBroken } from '../../test/race.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { onServerDatabase } from '../../test/test-database.ts';
import { freshEmail } from '../../test/sign-in.ts';
import { accountScope } from './code-scope.ts';
import { claimAttempt } from './verify-emailed-code.ts';
import { sendEmailedCode } from './send-emailed-code.ts';
import { accountDoor, eventDoor, type CodeDoor } from '../../test/emailed-code-doors.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `count` calls at once and counts how many did the guarded thing. */
async function hammer(count: number, attempt: (i: number) => Promise<boolean>): Promise<number> {
  const results = await Promise.all(Array.from({ length: count }, (_, i) => attempt(i)));
  return results.filter(Boolean).length;
}

/** What a check looks like without the database doing the counting. */
const accountRow = (email: string) => and(eq(emailedCodes.scope, accountScope), eq(emailedCodes.email, email));
const rowOf = (door: CodeDoor, email: string) => and(eq(emailedCodes.scope, door.scope), eq(emailedCodes.email, email));

async function unguardedClaim(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ attempts: emailedCodes.attempts }).from(emailedCodes).where(accountRow(email));
  if (!row || row.attempts >= authLimits.attemptsPerCode) return false;
  await pause(5);
  await db
    .update(emailedCodes)
    .set({ attempts: row.attempts + 1 })
    .where(accountRow(email));
  return true;
}

async function unguardedSend(db: Db, email: string, now: Date): Promise<boolean> {
  const [row] = await db.select({ lastSentAt: emailedCodes.lastSentAt }).from(emailedCodes).where(accountRow(email));
  if (row && now.getTime() - row.lastSentAt.getTime() < authLimits.resendIntervalMs) return false;
  await pause(5);
  await db
    .update(emailedCodes)
    .set({ lastSentAt: now, sendsInWindow: sql`${emailedCodes.sendsInWindow} + 1` })
    .where(accountRow(email));
  return true;
}

const send = (deps: AppDeps, email: string) =>
  sendEmailedCode(deps, {
    scope: accountScope,
    email,
    resend: true,
    dedupKey: `test-${email}-${Math.random()}`,
    compose: (code) => ({ subject: 'code', text: code }),
  });

describe.runIf(onServerDatabase())('email code limits under concurrency (PostgreSQL server)', () => {
  let one: TestApp;
  let two: TestApp;
  let receiver: SmtpReceiver;
  let doorsOne: CodeDoor[];
  let doorsTwo: CodeDoor[];
  const depsOf = (t: TestApp): AppDeps => ({
    db: t.db,
    env: t.env,
    clock: t.clock,
    kickOutbox: () => {},
    sessionSecret: t.env.SESSION_SECRET as string,
    files: t.files,
  });
  const instance = (i: number) => (i % 2 === 0 ? one : two);

  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    one = await createTestApp({ env: { SMTP_URL: receiver.url } });
    two = await createTestApp({ env: { SMTP_URL: receiver.url }, sharedDatabaseUrl: one.databaseUrl, clock: one.clock });
    const event = await eventDoor(one, receiver);
    doorsOne = [accountDoor(one, receiver), event];
    doorsTwo = [accountDoor(two, receiver), await eventDoor(two, receiver, event.scope.slice('event:'.length))];
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await receiver?.close();
  });

  const door = (index: number, i: number) => (i % 2 === 0 ? doorsOne : doorsTwo)[index];

  it.each([0, 1])('20 parallel resends over two instances send exactly one email (door %i)', async (index) => {
    const email = freshEmail('parallel');
    for (let round = 1; round <= 2; round += 1) {
      const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => door(index, i).send(email, { resend: true })));
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(responses.filter((r) => r.statusCode === 403).every((r) => r.json().errorCode === 'G01017')).toBe(true);
      await one.drainOutbox();
      await two.drainOutbox();
      expect(receiver.mailsTo(email)).toHaveLength(round);
      one.clock.advance(authLimits.resendIntervalMs);
    }
  });

  it.each([0, 1])('20 parallel first requests send one email and all answer the same code (door %i)', async (index) => {
    const email = freshEmail('first');
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => door(index, i).send(email)));
    expect(responses.map((r) => r.statusCode).every((s) => s === 200)).toBe(true);
    expect(responses.filter((r) => r.json().data.sent)).toHaveLength(1);
    await one.drainOutbox();
    await two.drainOutbox();
    expect(receiver.mailsTo(email)).toHaveLength(1);
  });

  it('the send guard holds in the harness where a read-then-write check fails (negative control)', async () => {
    const guarded = freshEmail('send-guarded');
    const naiveRound = async () => {
      const naive = freshEmail('send-naive');
      await send(depsOf(one), naive);
      one.clock.advance(authLimits.resendIntervalMs);
      const now = one.clock.now();
      return hammer(20, (i) => unguardedSend(instance(i).db, naive, now));
    };
    const naiveSent = await raceUntilBroken(naiveRound, (n) => n > 1);
    const sent = await hammer(20, (i) =>
      send(depsOf(instance(i)), guarded).then(
        () => true,
        () => false,
      ),
    );
    expect(sent).toBe(1);
    expect(naiveSent).toBeGreaterThan(1);
  });

  it.each([0, 1])('100 parallel wrong guesses over two instances are evaluated at most 5 times (door %i)', async (index) => {
    const email = freshEmail('guesses');
    await door(index, 0).send(email);
    const code = await door(index, 0).latestCode(email);
    const wrong = code === '000000' ? '000001' : '000000';
    const responses = await Promise.all(Array.from({ length: 100 }, (_, i) => door(index, i).verify(email, wrong)));
    const codes = responses.map((r) => r.json().errorCode);
    expect(codes.filter((c) => c === 'G01014')).toHaveLength(authLimits.attemptsPerCode - 1);
    expect(codes.filter((c) => c === 'G01015')).toHaveLength(100 - (authLimits.attemptsPerCode - 1));
    const [row] = await one.db
      .select()
      .from(emailedCodes)
      .where(rowOf(door(index, 0), email));
    expect(row.attempts).toBe(authLimits.attemptsPerCode);
    // Every evaluated wrong guess is counted once against the email: exactly five were compared.
    expect(row.failuresInWindow).toBe(authLimits.attemptsPerCode);
    expect((await door(index, 1).verify(email, code)).json().errorCode).toBe('G01015');
  });

  it('the attempt guard holds in the harness where a read-then-write check fails (negative control)', async () => {
    const guarded = freshEmail('claim-guarded');
    await send(depsOf(one), guarded);
    const now = one.clock.now();
    const evaluated = await hammer(100, async (i) => Boolean(await claimAttempt(instance(i).db, accountScope, guarded, now)));
    const naiveRound = async () => {
      const naive = freshEmail('claim-naive');
      await send(depsOf(one), naive);
      return hammer(100, (i) => unguardedClaim(instance(i).db, naive));
    };
    const naiveEvaluated = await raceUntilBroken(naiveRound, (n) => n > authLimits.attemptsPerCode);
    expect(evaluated).toBe(authLimits.attemptsPerCode);
    expect(naiveEvaluated).toBeGreaterThan(authLimits.attemptsPerCode);
  });
});
