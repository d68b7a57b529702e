// The thank-you an attendee gets after the event, in their language: the photo link when the host
// set one, and the link to the feedback form.
import type { Locale } from '../../../contract/locale.ts';
import { FEEDBACK_LINK_PATH } from '../../../contract/thank-you.ts';
import type { OutboxEmail } from '../../platform/db/schema/index.ts';
import type { Env } from '../../platform/env.ts';

const wording = {
  en: {
    subject: (title: string) => `Thank you for coming to ${title}`,
    thanks: (title: string) => `Thank you for joining ${title}. We hope you enjoyed it.`,
    photos: 'Photos from the event',
    feedback: 'How was it? Rate the event and leave a comment (one minute)',
  },
  ko: {
    subject: (title: string) => `${title}에 함께해 주셔서 감사합니다`,
    thanks: (title: string) => `${title}에 참여해 주셔서 감사합니다. 즐거운 시간이 되셨기를 바랍니다.`,
    photos: '이벤트 사진 보기',
    feedback: '어떠셨나요? 별점과 한마디를 남겨 주세요 (1분이면 충분합니다)',
  },
} as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function composeThankYouMail(
  env: Pick<Env, 'APP_ORIGIN'>,
  event: { title: string; photoLink: string | null },
  locale: Locale,
  feedbackToken: string,
): Omit<OutboxEmail, 'to'> {
  const words = wording[locale];
  const feedbackLink = new URL(`${FEEDBACK_LINK_PATH}?${new URLSearchParams({ t: feedbackToken })}`, env.APP_ORIGIN).toString();
  const links = [
    ...(event.photoLink ? [{ label: words.photos, href: event.photoLink }] : []),
    { label: words.feedback, href: feedbackLink },
  ];
  return {
    subject: words.subject(event.title),
    text: [words.thanks(event.title), '', ...links.map((link) => `${link.label}: ${link.href}`)].join('\n'),
    html: [
      `<p>${escapeHtml(words.thanks(event.title))}</p>`,
      ...links.map((link) => `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`),
    ].join('\n'),
  };
}
