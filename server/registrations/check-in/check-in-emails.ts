// The email a guest gets when their check-in status changes, in their language, queued
// in the change's own transaction. The dedup key
// names the change (its check_in_events id) under the registration's mail prefix, so each change
// mails exactly once and the retention purge finds it with the registration's other mail.
import { eq } from 'drizzle-orm';
import type { CheckInAction } from '../../../contract/guests.ts';
import { intlLocale, type Locale } from '../../../contract/locale.ts';
import { dateFormatter } from '../../../contract/date-formatter.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import { type EventRow, zoneLabel } from '../../events/index.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { registrationMailPrefix } from '../emails/registration-mail.ts';
import type { RegistrationRow } from '../guest-list/participant-row.ts';

type Wording = { subject: (title: string) => string; line: (title: string, at: string) => string };

const wording: Record<Locale, Record<CheckInAction, Wording>> = {
  en: {
    CHECK_IN: {
      subject: (title) => `You're checked in: ${title}`,
      line: (title, at) => `You were checked in to ${title} at ${at}. Enjoy the event!`,
    },
    UNDO: {
      subject: (title) => `Your check-in was undone: ${title}`,
      line: (title, at) =>
        `The host undid your check-in to ${title} at ${at}. If you are at the door, please show your ticket again.`,
    },
  },
  ko: {
    CHECK_IN: {
      subject: (title) => `체크인되었습니다: ${title}`,
      line: (title, at) => `${at}에 ${title} 체크인이 완료되었습니다. 즐거운 시간 보내세요!`,
    },
    UNDO: {
      subject: (title) => `체크인이 취소되었습니다: ${title}`,
      line: (title, at) => `${at}에 호스트가 ${title} 체크인을 취소했습니다. 입장 중이시라면 티켓을 다시 보여 주세요.`,
    },
  },
};

const greeting: Record<Locale, (name: string) => string> = {
  en: (name) => `Hello ${name},`,
  ko: (name) => `${name}님, 안녕하세요.`,
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function composeCheckInEmail(input: {
  locale: Locale;
  name: string;
  event: Pick<EventRow, 'title' | 'timezone'>;
  action: CheckInAction;
  at: Date;
}) {
  const { locale, event } = input;
  const format = dateFormatter(intlLocale(locale), {
    timeStyle: 'short',
    dateStyle: 'medium',
    timeZone: event.timezone,
  });
  const at = `${format.format(input.at)} (${zoneLabel(input.at, locale, event.timezone)})`;
  const words = wording[locale][input.action];
  const lines = [greeting[locale](input.name), words.line(event.title, at)];
  return {
    subject: words.subject(event.title),
    text: `${lines.join('\n\n')}\n\n— Moim\n`,
    html: `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif">${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p>— Moim</p></body></html>`,
  };
}

/** Queues the email of one check-in change (the member's account language wins over the registration's). */
export async function queueCheckInEmail(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'clock'>,
  input: {
    registration: RegistrationRow;
    event: Pick<EventRow, 'title' | 'timezone'>;
    action: CheckInAction;
    changeId: number;
    at: Date;
  },
): Promise<void> {
  const { registration } = input;
  let locale = registration.locale;
  if (registration.userId) {
    const [account] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, registration.userId));
    locale = account?.locale ?? locale;
  }
  const mail = composeCheckInEmail({ locale, name: registration.name, event: input.event, action: input.action, at: input.at });
  const dedupKey = `${registrationMailPrefix(registration.id)}check-in:${input.changeId}`;
  await enqueueEmail(tx, deps.clock, { dedupKey, to: registration.email, ...mail });
}
