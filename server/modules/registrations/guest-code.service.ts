// A non-member proves their email for one event with an emailed 6-digit code, under the same rules
// as sign-in codes (contract/auth.ts authLimits): a CSPRNG code stored only as a keyed hash, five
// minutes, five guesses, one send a minute and five an hour — each limit one conditional
// statement on the (event, email) row, shared by every server instance.
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { authLimits } from '../../../contract/auth.ts';
import type { ErrorCode } from '../../../contract/errors.ts';
import type { Locale } from '../../../contract/locale.ts';
import type { AppDeps } from '../../app-deps.ts';
import { events, guestEmailCodes, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { canViewEvent, type EventRow } from '../events/event-access.ts';
import { isUuid } from '../../db/uuid.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { signGuestToken } from './guest-token.ts';

const HOUR_MS = 60 * 60_000;
const at = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;

export const guestCodeMailPrefix = (eventId: string) => `guest-code:${eventId}:`;

function hashCode(secret: string, eventId: string, email: string, code: string): string {
  const key = createHmac('sha256', secret).update('moim:guest-code').digest();
  return createHmac('sha256', key).update(`${eventId}:${email}:${code}`).digest('base64url');
}

async function publishedEvent(deps: Pick<AppDeps, 'db'>, eventId: string): Promise<EventRow> {
  const [event] = isUuid(eventId) ? await deps.db.select().from(events).where(eq(events.id, eventId)) : [];
  if (!event || !canViewEvent(event, null)) throw new AppError('G04002');
  return event;
}

const wording = {
  en: {
    subject: (title: string) => `Confirm your email for ${title}`,
    body: (title: string) => `Here is your code to confirm your email for ${title}:`,
    lifetime: (m: number) => `It works once, for ${m} minutes.`,
    ignore: "If you didn't ask for it, ignore this email.",
  },
  ko: {
    subject: (title: string) => `${title} 이메일 인증`,
    body: (title: string) => `${title} 신청을 위한 이메일 인증 코드입니다.`,
    lifetime: (m: number) => `이 코드는 ${m}분 동안 한 번만 사용할 수 있습니다.`,
    ignore: '요청하지 않으셨다면 이 메일을 무시해 주세요.',
  },
} satisfies Record<Locale, unknown>;

function composeGuestCodeEmail(locale: Locale, title: string, code: string) {
  const w = wording[locale];
  const lifetime = w.lifetime(Math.round(authLimits.codeLifetimeMs / 60_000));
  return {
    subject: w.subject(title),
    text: `${w.body(title)}\n\n${code}\n\n${lifetime}\n${w.ignore}\n\n— Moim\n`,
    html:
      `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif"><p>${w.body(title).replace(/[&<>"]/g, ' ')}</p>` +
      `<p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p><p>${lifetime}<br>${w.ignore}</p><p>— Moim</p></body></html>`,
  };
}

/** POST /v1/events/{id}/check-email: emails a code (G01017 within a minute, G01018 past the hour's five). */
export async function requestGuestCode(deps: AppDeps, eventId: string, email: string, locale: Locale) {
  const event = await publishedEvent(deps, eventId);
  const now = deps.clock.now();
  const code = randomInt(0, 10 ** authLimits.codeLength).toString().padStart(authLimits.codeLength, '0');
  const codeHash = hashCode(deps.sessionSecret, event.id, email, code);
  const expiresAt = new Date(now.getTime() + authLimits.codeLifetimeMs);
  const windowExpired = sql`${guestEmailCodes.sendWindowStartedAt} <= ${at(new Date(now.getTime() - HOUR_MS))}`;
  const sent = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .insert(guestEmailCodes)
      .values({ eventId: event.id, email, codeHash, expiresAt, lastSentAt: now, sendWindowStartedAt: now, sendsInWindow: 1 })
      .onConflictDoUpdate({
        target: [guestEmailCodes.eventId, guestEmailCodes.email],
        set: {
          codeHash,
          expiresAt,
          attempts: 0,
          consumedAt: null,
          lastSentAt: now,
          sendWindowStartedAt: sql`case when ${windowExpired} then ${at(now)} else ${guestEmailCodes.sendWindowStartedAt} end`,
          sendsInWindow: sql`case when ${windowExpired} then 1 else ${guestEmailCodes.sendsInWindow} + 1 end`,
        },
        setWhere: and(
          lte(guestEmailCodes.lastSentAt, new Date(now.getTime() - authLimits.resendIntervalMs)),
          or(windowExpired, lt(guestEmailCodes.sendsInWindow, authLimits.sendsPerHour)),
        ),
      })
      .returning({ email: guestEmailCodes.email });
    if (rows.length === 0) return false;
    await enqueueEmail(tx, deps.clock, { dedupKey: `${guestCodeMailPrefix(event.id)}${randomUUID()}`, to: email, ...composeGuestCodeEmail(locale, event.title, code) });
    return true;
  });
  if (!sent) {
    const [row] = await deps.db.select().from(guestEmailCodes).where(and(eq(guestEmailCodes.eventId, event.id), eq(guestEmailCodes.email, email)));
    throw new AppError(row && row.lastSentAt.getTime() > now.getTime() - authLimits.resendIntervalMs ? 'G01017' : 'G01018');
  }
  deps.kickOutbox();
  return {
    email,
    codeLength: authLimits.codeLength,
    expiresAt: expiresAt.toISOString(),
    resendAvailableAt: new Date(now.getTime() + authLimits.resendIntervalMs).toISOString(),
  };
}

/**
 * POST /v1/events/{id}/check-email/verify: checks a guess and answers the guest token. A guess is
 * claimed by a conditional UPDATE first (attempts < 5), so at most five are ever compared.
 * Wrong: G01014; the fifth wrong one or later: G01015; expired: G01026.
 */
export async function verifyGuestEmail(deps: AppDeps, eventId: string, email: string, code: string) {
  const event = await publishedEvent(deps, eventId);
  const now = deps.clock.now();
  const mine = and(eq(guestEmailCodes.eventId, event.id), eq(guestEmailCodes.email, email));
  const [claimed] = await deps.db
    .update(guestEmailCodes)
    .set({ attempts: sql`${guestEmailCodes.attempts} + 1` })
    .where(and(mine, isNull(guestEmailCodes.consumedAt), gt(guestEmailCodes.expiresAt, now), lt(guestEmailCodes.attempts, authLimits.attemptsPerCode)))
    .returning({ codeHash: guestEmailCodes.codeHash, attempts: guestEmailCodes.attempts });
  if (!claimed) {
    const [row] = await deps.db.select().from(guestEmailCodes).where(mine);
    const why: ErrorCode = !row || row.consumedAt ? 'G01014' : row.attempts >= authLimits.attemptsPerCode ? 'G01015' : 'G01026';
    throw new AppError(why);
  }
  const guess = Buffer.from(hashCode(deps.sessionSecret, event.id, email, code));
  const stored = Buffer.from(claimed.codeHash);
  if (guess.length !== stored.length || !timingSafeEqual(guess, stored)) {
    throw new AppError(claimed.attempts >= authLimits.attemptsPerCode ? 'G01015' : 'G01014');
  }
  const used = await deps.db
    .update(guestEmailCodes)
    .set({ consumedAt: now })
    .where(and(mine, isNull(guestEmailCodes.consumedAt), eq(guestEmailCodes.codeHash, claimed.codeHash)))
    .returning({ email: guestEmailCodes.email });
  if (used.length === 0) throw new AppError('G01014');
  const [account] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const { token, expiresAt } = await signGuestToken(deps.sessionSecret, deps.clock, { email, eventId: event.id });
  return { guestToken: token, expiresAt: expiresAt.toISOString(), email, hasAccount: Boolean(account) };
}
