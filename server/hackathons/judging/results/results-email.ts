// The email every team member gets when the results are published, in their own language.
import type { Locale } from '../../../../contract/locale.ts';
import type { Env } from '../../../platform/env.ts';
import type { QueuedEmail } from '../../../platform/mail/outbox.ts';

const wording = {
  en: {
    subject: (title: string) => `Results of ${title} are out`,
    body: (title: string, team: string, rank: number, total: number) =>
      `The judges have finished: “${team}” placed ${rank} of ${total} at “${title}”.`,
    open: 'See the full results:',
  },
  ko: {
    subject: (title: string) => `${title} 심사 결과가 발표되었습니다`,
    body: (title: string, team: string, rank: number, total: number) =>
      `“${title}” 심사가 끝났습니다. “${team}” 팀은 ${total}개 팀 중 ${rank}위입니다.`,
    open: '전체 결과 보기:',
  },
} as const;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function resultsEmail(
  env: Pick<Env, 'APP_ORIGIN'>,
  input: {
    event: { id: string; title: string; handle: string };
    user: { id: string; email: string; locale: Locale };
    teamName: string;
    rank: number;
    total: number;
  },
): QueuedEmail {
  const w = wording[input.user.locale];
  const link = new URL(`/events/${input.event.handle}`, env.APP_ORIGIN).toString();
  const intro = w.body(input.event.title, input.teamName, input.rank, input.total);
  return {
    // Results are published once per event.
    dedupKey: `judging-results:${input.event.id}:${input.user.id}`,
    to: input.user.email,
    subject: w.subject(input.event.title.replace(/[\r\n]+/g, ' ')),
    text: `${intro}\n\n${w.open}\n${link}\n\n— Moim\n`,
    html:
      `<!doctype html><html lang="${input.user.locale}"><body style="font-family:system-ui,sans-serif">` +
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(w.open)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
      `<p>— Moim</p></body></html>`,
  };
}
