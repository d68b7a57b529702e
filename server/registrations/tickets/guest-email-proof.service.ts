// A non-member proves their email for one event with an emailed 6-digit code, under the same rules
// and the same lock as sign-in codes (the emailed-codes module).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { authLimits } from '../../../contract/auth.ts';
import type { Locale } from '../../../contract/locale.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { events, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { canViewEvent, type EventRow } from '../../events/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { eventScope, sendEmailedCode, verifyEmailedCode } from '../../identity/index.ts';
import { signGuestToken } from './guest-token.ts';

export const guestCodeMailPrefix = (eventId: string) => `guest-code:${eventId}:`;

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

/**
 * POST /v1/events/{id}/check-email: emails a code, or keeps the one already in the inbox while it
 * works (`resend` replaces it: G01017 within a minute, G01018 past the hour's five).
 */
export async function requestGuestCode(
  deps: AppDeps,
  eventId: string,
  input: { email: string; resend?: boolean },
  locale: Locale,
) {
  const event = await publishedEvent(deps, eventId);
  const { email } = input;
  const code = await sendEmailedCode(deps, {
    scope: eventScope(event.id),
    email,
    resend: input.resend ?? false,
    dedupKey: `${guestCodeMailPrefix(event.id)}${randomUUID()}`,
    compose: (digits) => composeGuestCodeEmail(locale, event.title, digits),
  });
  return {
    email,
    sent: code.sent,
    codeLength: authLimits.codeLength,
    expiresAt: code.expiresAt.toISOString(),
    resendAvailableAt: code.resendAvailableAt.toISOString(),
  };
}

/** POST /v1/events/{id}/check-email/verify: checks a guess and answers the guest token. */
export async function verifyGuestEmail(deps: AppDeps, eventId: string, email: string, code: string) {
  const event = await publishedEvent(deps, eventId);
  await verifyEmailedCode(deps, { scope: eventScope(event.id), email, code });
  const [account] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const { token, expiresAt } = await signGuestToken(deps.sessionSecret, deps.clock, { email, eventId: event.id });
  return { guestToken: token, expiresAt: expiresAt.toISOString(), email, hasAccount: Boolean(account) };
}
