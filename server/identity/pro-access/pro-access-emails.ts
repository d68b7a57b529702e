// The two emails of a PRO access request: the operators hear of it, and the person hears when it is granted.
import type { Locale } from '../../../contract/locale.ts';
import type { Env } from '../../platform/env.ts';
import type { QueuedEmail } from '../../platform/mail/outbox.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

const html = (locale: Locale, paragraphs: string[]) =>
  `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif">` +
  paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`).join('') +
  `<p>— Moim</p></body></html>`;

/** To one operator, in English: who asks, what for, and the command that grants it. */
export function proAccessRequestedEmail(
  operator: string,
  request: { id: string; email: string; name: string; organization: string; plans: string },
): QueuedEmail {
  const paragraphs = [
    `${request.name} (${request.email}) of ${request.organization} asks for PRO access on Moim.`,
    `What they plan to run:\n${request.plans}`,
    `To grant it, stop the server and run:\nnpm run cli -- pro-access:grant ${request.email}\nThe person is emailed once it is granted. npm run cli -- pro-access:list shows every pending request.`,
  ];
  return {
    dedupKey: `pro-access-requested:${request.id}:${operator}`,
    to: operator,
    subject: `PRO access request from ${oneLine(request.name)}`,
    text: `${paragraphs.join('\n\n')}\n\n— Moim\n`,
    html: html('en', paragraphs),
  };
}

const granted = {
  en: {
    subject: 'You now have PRO access on Moim',
    body: (name: string) => `${name}, your PRO access is ready. You can now create events and hackathons.`,
    open: 'Sign in again, then choose "New event":',
  },
  ko: {
    subject: '모임 PRO 권한이 부여되었어요',
    body: (name: string) => `${name}님, PRO 권한이 준비되었어요. 이제 이벤트와 해커톤을 만들 수 있어요.`,
    open: '다시 로그인한 뒤 "새 이벤트"를 누르세요:',
  },
} satisfies Record<Locale, unknown>;

/** To the person, in their language, once an operator granted their request. */
export function proAccessGrantedEmail(
  env: Pick<Env, 'APP_ORIGIN'>,
  request: { id: string },
  person: { email: string; name: string; locale: Locale },
): QueuedEmail {
  const w = granted[person.locale];
  const link = new URL('/events/new', env.APP_ORIGIN).toString();
  const paragraphs = [w.body(person.name), `${w.open}\n${link}`];
  return {
    dedupKey: `pro-access-granted:${request.id}`,
    to: person.email,
    subject: w.subject,
    text: `${paragraphs.join('\n\n')}\n\n— Moim\n`,
    html: html(person.locale, paragraphs),
  };
}
