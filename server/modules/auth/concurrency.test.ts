// The per-email limits hold when many requests arrive at once on two app instances sharing one
// PostgreSQL server. PGlite has a single connection and cannot race, so these run on the server
// only. Each guard has a negative control: the same harness with the guard replaced by a naive
// read-then-write must break the limit, or the test proves nothing.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authLimits } from '../../../contract/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { emailCodes } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { onServerDatabase } from '../../test/test-database.ts';
import { claimAttempt, requestEmailCode } from './otp.service.ts';
import { exchangeCode, freshEmail, latestCode, requestCode } from './test-sign-in.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `count` calls at once and counts how many did the guarded thing. */
async function hammer(count: number, attempt: (i: number) => Promise<boolean>): Promise<number> {
  const results = await Promise.all(Array.from({ length: count }, (_, i) => attempt(i)));
  return results.filter(Boolean).length;
}

/** What a check looks like without the database doing the counting. */
async function unguardedClaim(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ attempts: emailCodes.attempts }).from(emailCodes).where(eq(emailCodes.email, email));
  if (!row || row.attempts >= authLimits.attemptsPerCode) return false;
  await pause(5);
  await db.update(emailCodes).set({ attempts: row.attempts + 1 }).where(eq(emailCodes.email, email));
  return true;
}

async function unguardedSend(db: Db, email: string, now: Date): Promise<boolean> {
  const [row] = await db.select({ lastSentAt: emailCodes.lastSentAt }).from(emailCodes).where(eq(emailCodes.email, email));
  if (row && now.getTime() - row.lastSentAt.getTime() < authLimits.resendIntervalMs) return false;
  await pause(5);
  await db.update(emailCodes).set({ lastSentAt: now, sendsInWindow: sql`${emailCodes.sendsInWindow} + 1` }).where(eq(emailCodes.email, email));
  return true;
}

describe.runIf(onServerDatabase())('email code limits under concurrency (PostgreSQL server)', () => {
  let one: TestApp;
  let two: TestApp;
  let receiver: SmtpReceiver;
  const depsOf = (t: TestApp): AppDeps => ({
    db: t.db,
    env: t.env,
    clock: t.clock,
    kickOutbox: () => {},
    sessionSecret: t.env.SESSION_SECRET as string,
  });
  const instance = (i: number) => (i % 2 === 0 ? one : two);

  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    one = await createTestApp({ env: { SMTP_URL: receiver.url } });
    two = await createTestApp({ env: { SMTP_URL: receiver.url }, sharedDatabaseUrl: one.databaseUrl, clock: one.clock });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await receiver?.close();
  });

  it('20 parallel code requests over two instances send exactly one email, also on resend', async () => {
    const email = freshEmail('parallel');
    for (let round = 1; round <= 2; round += 1) {
      const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => requestCode(instance(i), email)));
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(responses.filter((r) => r.statusCode === 403).every((r) => r.json().errorCode === 'G01017')).toBe(true);
      await one.drainOutbox();
      await two.drainOutbox();
      expect(receiver.mailsTo(email)).toHaveLength(round);
      one.clock.advance(authLimits.resendIntervalMs);
    }
  });

  it('the send guard holds in the harness where a read-then-write check fails (negative control)', async () => {
    const guarded = freshEmail('send-guarded');
    const naive = freshEmail('send-naive');
    await requestEmailCode(depsOf(one), { email: naive, purpose: 'SIGN_IN', locale: 'en' });
    one.clock.advance(authLimits.resendIntervalMs);
    const now = one.clock.now();
    const sent = await hammer(20, (i) =>
      requestEmailCode(depsOf(instance(i)), { email: guarded, purpose: 'SIGN_IN', locale: 'en' }).then(() => true, () => false),
    );
    const naiveSent = await hammer(20, (i) => unguardedSend(instance(i).db, naive, now));
    expect(sent).toBe(1);
    expect(naiveSent).toBeGreaterThan(1);
  });

  it('100 parallel wrong guesses over two instances are evaluated at most 5 times', async () => {
    const email = freshEmail('guesses');
    await requestCode(one, email);
    const code = await latestCode(one, receiver, email);
    const wrong = code === '000000' ? '000001' : '000000';
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => exchangeCode(instance(i), email, wrong)),
    );
    const codes = responses.map((r) => r.json().errorCode);
    expect(codes.filter((c) => c === 'G01014')).toHaveLength(authLimits.attemptsPerCode - 1);
    expect(codes.filter((c) => c === 'G01015')).toHaveLength(100 - (authLimits.attemptsPerCode - 1));
    const [row] = await one.db.select().from(emailCodes).where(eq(emailCodes.email, email));
    expect(row.attempts).toBe(authLimits.attemptsPerCode);
    // Every evaluated wrong guess is counted once against the email: exactly five were compared.
    expect(row.failuresInWindow).toBe(authLimits.attemptsPerCode);
    expect((await exchangeCode(two, email, code)).json().errorCode).toBe('G01015');
  });

  it('the attempt guard holds in the harness where a read-then-write check fails (negative control)', async () => {
    const guarded = freshEmail('claim-guarded');
    const naive = freshEmail('claim-naive');
    for (const email of [guarded, naive]) await requestEmailCode(depsOf(one), { email, purpose: 'SIGN_IN', locale: 'en' });
    const now = one.clock.now();
    const evaluated = await hammer(100, async (i) => Boolean(await claimAttempt(instance(i).db, guarded, now)));
    const naiveEvaluated = await hammer(100, (i) => unguardedClaim(instance(i).db, naive));
    expect(evaluated).toBe(authLimits.attemptsPerCode);
    expect(naiveEvaluated).toBeGreaterThan(authLimits.attemptsPerCode);
  });
});
