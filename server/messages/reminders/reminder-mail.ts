// A reminder in the guest's language: when (in the event's time zone), where (the place, or the
// online link), the ticket link and the event's .ics.
import { TICKET_LINK_PATH } from '../../../contract/registration-views.ts';
import { intlLocale, type Locale } from '../../../contract/locale.ts';
import { eventCalendar, zoneLabel, type EventRow } from '../../events/index.ts';
import type { OutboxEmail } from '../../platform/db/schema/index.ts';
import type { Env } from '../../platform/env.ts';
import { signTicketLink } from '../../registrations/index.ts';
import { dateFormatter } from '../../../contract/date-formatter.ts';

export type ReminderGuest = { registrationId: string; userId: string | null; email: string; locale: Locale };

const wording = {
  en: {
    subject: (title: string) => `Reminder: ${title}`,
    when: 'When',
    where: 'Where',
    online: 'Online',
    ticket: 'Your ticket with its QR code',
    calendar: 'The calendar file is attached.',
  },
  ko: {
    subject: (title: string) => `리마인더: ${title}`,
    when: '일시',
    where: '장소',
    online: '온라인',
    ticket: 'QR 코드가 있는 티켓',
    calendar: '캘린더 파일을 첨부했습니다.',
  },
} as const;

function ticketLink(env: Pick<Env, 'APP_ORIGIN'>, secret: string, event: EventRow, guest: ReminderGuest): string {
  if (guest.userId) return new URL('/events/myticket', env.APP_ORIGIN).toString();
  const token = signTicketLink(secret, { registrationId: guest.registrationId, eventId: event.id, expiresAt: event.endsAt });
  return new URL(`${TICKET_LINK_PATH}?${new URLSearchParams({ t: token })}`, env.APP_ORIGIN).toString();
}

export function composeReminderMail(
  env: Pick<Env, 'APP_ORIGIN'>,
  secret: string,
  event: EventRow,
  guest: ReminderGuest,
): Omit<OutboxEmail, 'to'> {
  const words = wording[guest.locale];
  const when = `${dateFormatter(intlLocale(guest.locale), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: event.timezone,
  }).format(event.startsAt)} (${zoneLabel(event.startsAt, guest.locale, event.timezone)})`;
  const place = [event.venue?.fullAddress, event.locationDetail].filter(Boolean).join(', ');
  const lines = [
    `${words.when}: ${when}`,
    ...(place ? [`${words.where}: ${place}`] : []),
    ...(event.onlineUrl ? [`${words.online}: ${event.onlineUrl}`] : []),
    `${words.ticket}: ${ticketLink(env, secret, event, guest)}`,
    words.calendar,
  ];
  const escape = (text: string) =>
    text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  return {
    subject: words.subject(event.title),
    text: [event.title, '', ...lines].join('\n'),
    html: `<h2>${escape(event.title)}</h2>${lines.map((line) => `<p>${escape(line)}</p>`).join('')}`,
    attachments: [
      {
        filename: `${event.handle}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(eventCalendar(env, event, true)).toString('base64'),
      },
    ],
  };
}
