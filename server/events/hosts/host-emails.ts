import type { EventRole } from '../../../contract/events.ts';
import { withParticle } from '../../../contract/korean-particles.ts';
import type { Locale } from '../../../contract/locale.ts';
import type { Env } from '../../platform/env.ts';
import type { QueuedEmail } from '../../platform/mail/outbox.ts';
import type { EventRow } from './event-access.ts';

const roleNames: Record<Locale, Record<EventRole, string>> = {
  en: { HOST: 'host', CO_HOST: 'co-host', STAFF: 'staff' },
  ko: { HOST: '호스트', CO_HOST: '공동 호스트', STAFF: '스태프' },
};

const wording = {
  en: {
    subject: (title: string) => `You've been added to the host team of ${title}`,
    body: (title: string, role: string) => `You are now ${role === 'staff' ? 'staff' : `a ${role}`} of “${title}” on Moim.`,
    open: 'Open the event management page:',
  },
  ko: {
    subject: (title: string) => `${title} 호스트 팀에 추가되었습니다`,
    body: (title: string, role: string) => `Moim의 “${title}” 이벤트에 ${withParticle(role, '으로/로')} 추가되었습니다.`,
    open: '이벤트 관리 페이지 열기:',
  },
} as const;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Tells a new co-host or staff member, in their language, where to manage the event. */
export function hostAddedEmail(
  env: Pick<Env, 'APP_ORIGIN'>,
  input: {
    event: Pick<EventRow, 'id' | 'title'>;
    user: { id: string; email: string; locale: Locale };
    role: EventRole;
    addedAt: Date;
  },
): QueuedEmail {
  const w = wording[input.user.locale];
  const role = roleNames[input.user.locale][input.role];
  const link = new URL(`/events/${input.event.id}/management`, env.APP_ORIGIN).toString();
  const intro = w.body(input.event.title, role);
  return {
    // One email per addition: removing and adding again is a new addition.
    dedupKey: `event-host-added:${input.event.id}:${input.user.id}:${input.addedAt.getTime()}`,
    to: input.user.email,
    subject: w.subject(input.event.title.replace(/[\r\n]+/g, ' ')),
    text: `${intro}\n\n${w.open}\n${link}\n\n— Moim\n`,
    html:
      `<!doctype html><html lang="${input.user.locale}"><body style="font-family:system-ui,sans-serif">` +
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(w.open)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
      `<p>— Moim</p></body></html>`,
  };
}
