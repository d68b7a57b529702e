// The emails a registration sends, in the guest's language. Subjects carry no codes or secrets:
// they end up in logs and notification previews. The approved ones attach the event's .ics.
import { intlLocale, type Locale } from '../../../contract/locale.ts';
import { dateFormatter } from '../../../contract/date-formatter.ts';
import type { Env } from '../../platform/env.ts';
import { type EventRow, eventCalendar, zoneLabel } from '../../events/index.ts';

export type RegistrationEmailKind = 'received' | 'approved' | 'rejected' | 'waitlisted' | 'promoted' | 'cancelled';

/** `guest`: a non-member, who has no account (and so no My events) and finds the ticket by the link. */
type Facts = { title: string; when: string; position: number | null; awaitingApproval: boolean; guest: boolean };
type Wording = { subject: (f: Facts) => string; lines: (f: Facts) => string[] };

const ticketWhere = {
  en: (f: Facts) =>
    f.guest
      ? 'Your ticket with its QR code opens from the link below. The calendar file is attached.'
      : 'Your ticket with its QR code is under My events. The calendar file is attached.',
  ko: (f: Facts) =>
    f.guest
      ? 'QR 코드가 있는 티켓은 아래 링크에서 열 수 있습니다. 캘린더 파일을 첨부했습니다.'
      : 'QR 코드가 있는 티켓은 내 이벤트에서 볼 수 있습니다. 캘린더 파일을 첨부했습니다.',
};

const en: Record<RegistrationEmailKind, Wording> = {
  received: {
    subject: (f) => `Registration received: ${f.title}`,
    lines: (f) => [
      `We have your registration for ${f.title} (${f.when}).`,
      'The host reviews registrations; we will email you when they decide.',
    ],
  },
  approved: {
    subject: (f) => `You're registered: ${f.title}`,
    lines: (f) => [`You're in for ${f.title} (${f.when}).`, ticketWhere.en(f)],
  },
  rejected: {
    subject: (f) => `About your registration for ${f.title}`,
    lines: (f) => [`Unfortunately the host could not accept your registration for ${f.title}.`, 'Thank you for your interest.'],
  },
  waitlisted: {
    subject: (f) => `You're on the waitlist: ${f.title}`,
    lines: (f) => [
      `${f.title} is full, so you're on the waitlist${f.position ? ` at number ${f.position}` : ''}.`,
      'If a spot opens up you move up automatically, and we will email you.',
    ],
  },
  promoted: {
    subject: (f) => `A spot opened up: ${f.title}`,
    lines: (f) => [
      `A spot opened up for ${f.title} (${f.when}) and it's yours.`,
      f.awaitingApproval ? 'The host reviews registrations; we will email you when they decide.' : ticketWhere.en(f),
    ],
  },
  cancelled: {
    subject: (f) => `Registration cancelled: ${f.title}`,
    lines: (f) => [`Your registration for ${f.title} is cancelled.`, 'You can register again while registration is open.'],
  },
};

const ko: Record<RegistrationEmailKind, Wording> = {
  received: {
    subject: (f) => `신청이 접수되었습니다: ${f.title}`,
    lines: (f) => [`${f.title}(${f.when}) 신청이 접수되었습니다.`, '호스트가 신청을 검토한 뒤 결과를 메일로 알려 드립니다.'],
  },
  approved: {
    subject: (f) => `참가가 확정되었습니다: ${f.title}`,
    lines: (f) => [`${f.title}(${f.when}) 참가가 확정되었습니다.`, ticketWhere.ko(f)],
  },
  rejected: {
    subject: (f) => `${f.title} 신청 결과 안내`,
    lines: (f) => [`아쉽게도 호스트가 ${f.title} 신청을 승인하지 못했습니다.`, '관심을 가져 주셔서 감사합니다.'],
  },
  waitlisted: {
    subject: (f) => `대기자 명단에 등록되었습니다: ${f.title}`,
    lines: (f) => [
      `${f.title} 정원이 다 차서 대기자 명단에 등록되었습니다${f.position ? ` (대기 ${f.position}번)` : ''}.`,
      '자리가 나면 순서대로 자동으로 참가가 확정되며, 메일로 알려 드립니다.',
    ],
  },
  promoted: {
    subject: (f) => `자리가 생겼습니다: ${f.title}`,
    lines: (f) => [
      `${f.title}(${f.when})에 자리가 생겨 대기 순서에 따라 배정되었습니다.`,
      f.awaitingApproval ? '호스트가 신청을 검토한 뒤 결과를 메일로 알려 드립니다.' : ticketWhere.ko(f),
    ],
  },
  cancelled: {
    subject: (f) => `신청이 취소되었습니다: ${f.title}`,
    lines: (f) => [`${f.title} 신청이 취소되었습니다.`, '신청 기간 중에는 다시 신청할 수 있습니다.'],
  },
};

const greeting = { en: (name: string) => `Hello ${name},`, ko: (name: string) => `${name}님, 안녕하세요.` };
const linkLabel = { en: 'Event page', ko: '이벤트 페이지' };
const ticketLabel = { en: 'Your ticket and QR code', ko: '내 티켓과 QR 코드' };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// Event times and calendar files are costly to make and depend only on what keys them: a few
// hundred of each are kept, so a rush of registrations for one event builds them once.
const CACHE_LIMIT = 200;
const whens = new Map<string, string>();
const calendars = new Map<string, string>();

function remember<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, value);
  }
  return value;
}

export function eventWhen(event: Pick<EventRow, 'startsAt' | 'timezone' | 'allDay'>, locale: Locale): string {
  return remember(whens, `${locale}|${event.timezone}|${event.allDay}|${event.startsAt.getTime()}`, () =>
    formatEventWhen(event, locale),
  );
}

function formatEventWhen(event: Pick<EventRow, 'startsAt' | 'timezone' | 'allDay'>, locale: Locale): string {
  const format = dateFormatter(intlLocale(locale), {
    dateStyle: 'full',
    ...(event.allDay ? {} : { timeStyle: 'short' }),
    timeZone: event.timezone,
  });
  // A time always names its zone; an all-day event is whole days in its own zone.
  return event.allDay
    ? format.format(event.startsAt)
    : `${format.format(event.startsAt)} (${zoneLabel(event.startsAt, locale, event.timezone)})`;
}

/** The event's .ics (for a guest who may see everything about it), base64, per version of the event. */
function calendarAttachment(env: Pick<Env, 'APP_ORIGIN'>, event: EventRow): string {
  return remember(calendars, `${env.APP_ORIGIN}|${event.id}|${event.updatedAt.getTime()}`, () =>
    Buffer.from(eventCalendar(env, event, true)).toString('base64'),
  );
}

export type ComposeInput = {
  kind: RegistrationEmailKind;
  locale: Locale;
  name: string;
  event: EventRow;
  /** 1-based place in line, for the waitlisted email */
  position?: number | null;
  /** after a promotion: a seat, but the host still decides */
  awaitingApproval?: boolean;
  /** a non-member's approval: the signed link that opens their ticket */
  ticketLink?: string | null;
};

export function composeRegistrationEmail(env: Pick<Env, 'APP_ORIGIN'>, input: ComposeInput) {
  const facts: Facts = {
    title: input.event.title,
    when: eventWhen(input.event, input.locale),
    position: input.position ?? null,
    awaitingApproval: input.awaitingApproval ?? false,
    guest: Boolean(input.ticketLink),
  };
  const wording = (input.locale === 'ko' ? ko : en)[input.kind];
  const lines = wording.lines(facts);
  const link = new URL(`/events/${input.event.handle}`, env.APP_ORIGIN).toString();
  const hello = greeting[input.locale](input.name);
  const ticket = input.ticketLink ? `${ticketLabel[input.locale]}: ${input.ticketLink}\n` : '';
  const text = `${hello}\n\n${lines.join('\n')}\n\n${ticket}${linkLabel[input.locale]}: ${link}\n\n— Moim\n`;
  const ticketHtml = input.ticketLink
    ? `<p><a href="${escapeHtml(input.ticketLink)}"><strong>${ticketLabel[input.locale]}</strong></a></p>`
    : '';
  const html =
    `<!doctype html><html lang="${input.locale}"><body style="font-family:system-ui,sans-serif;word-break:keep-all;overflow-wrap:anywhere">` +
    `<p>${escapeHtml(hello)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}` +
    `${ticketHtml}<p><a href="${escapeHtml(link)}">${linkLabel[input.locale]}</a></p><p>— Moim</p></body></html>`;
  const withCalendar = input.kind === 'approved' || (input.kind === 'promoted' && !input.awaitingApproval);
  const attachments = withCalendar
    ? [
        {
          filename: `${input.event.handle}.ics`,
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: calendarAttachment(env, input.event),
        },
      ]
    : undefined;
  return { subject: wording.subject(facts), text, html, ...(attachments ? { attachments } : {}) };
}
