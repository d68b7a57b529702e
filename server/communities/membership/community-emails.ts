// The applicant hears the decision in their own language, with the community's address (an approved
// member's leads to making their card).
import type { Locale } from '../../../contract/locale.ts';
import type { Env } from '../../platform/env.ts';
import { communityOrigin } from '../../platform/http/community-host.ts';
import type { QueuedEmail } from '../../platform/mail/outbox.ts';
import type { CommunityRow } from '../console/community-access.ts';

type Decision = 'APPROVED' | 'REJECTED';

const wording = {
  en: {
    APPROVED: {
      subject: (name: string) => `Welcome to ${name}`,
      body: (name: string) => `Your application to “${name}” on Moim was approved. You are now a member.`,
      open: 'Make your member card so the other members can find you:',
    },
    REJECTED: {
      subject: (name: string) => `Your application to ${name}`,
      body: (name: string) => `Your application to “${name}” on Moim was not approved this time.`,
      open: 'The community:',
    },
  },
  ko: {
    APPROVED: {
      subject: (name: string) => `${name}에 오신 것을 환영합니다`,
      body: (name: string) => `Moim의 “${name}” 커뮤니티 가입 신청이 승인되었습니다. 이제 멤버입니다.`,
      open: '멤버 카드를 만들면 다른 멤버들이 회원님을 찾을 수 있습니다:',
    },
    REJECTED: {
      subject: (name: string) => `${name} 가입 신청 결과`,
      body: (name: string) => `Moim의 “${name}” 커뮤니티 가입 신청이 이번에는 승인되지 않았습니다.`,
      open: '커뮤니티:',
    },
  },
} as const;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function decisionEmail(
  env: Pick<Env, 'APP_ORIGIN' | 'COMMUNITY_DOMAIN'>,
  input: {
    community: Pick<CommunityRow, 'id' | 'name' | 'handle'>;
    user: { id: string; email: string; locale: Locale };
    decision: Decision;
    statusVersion: number;
  },
): QueuedEmail {
  const w = wording[input.user.locale][input.decision];
  const name = input.community.name.replace(/[\r\n]+/g, ' ');
  // The approved member's first stop is their card: without one, no other member can find them.
  const link = `${communityOrigin(env, input.community.handle)}${input.decision === 'APPROVED' ? '/profile' : '/'}`;
  const intro = w.body(name);
  return {
    // One email per decision: the status version names it, so a repeated decision is one email.
    dedupKey: `community-decision:${input.community.id}:${input.user.id}:${input.statusVersion}`,
    to: input.user.email,
    subject: w.subject(name),
    text: `${intro}\n\n${w.open}\n${link}\n\n— Moim\n`,
    html:
      `<!doctype html><html lang="${input.user.locale}"><body style="font-family:system-ui,sans-serif">` +
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(w.open)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
      `<p>— Moim</p></body></html>`,
  };
}
