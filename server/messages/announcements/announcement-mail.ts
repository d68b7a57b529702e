// An announcement as one recipient's mail: their language when both are written, the sender's rich
// text (already sanitised) with the event's or community's name above and the mute link below.
import { MUTE_LINK_PATH } from '../../../contract/announcements.ts';
import type { Locale } from '../../../contract/locale.ts';
import { descriptionToText } from '../../events/index.ts';
import type { Env } from '../../platform/env.ts';
import type { OutboxEmail } from '../../platform/db/schema/index.ts';

export type Versions = {
  subjectEn: string | null;
  bodyEn: string | null;
  subjectKo: string | null;
  bodyKo: string | null;
};

/** The version a reader of `locale` gets: their own if written, else the one that is. */
export function versionFor(versions: Versions, locale: Locale): { locale: Locale; subject: string; body: string } {
  const pick: Locale = (locale === 'ko' && versions.subjectKo !== null) || versions.subjectEn === null ? 'ko' : 'en';
  return pick === 'ko'
    ? { locale: pick, subject: versions.subjectKo!, body: versions.bodyKo! }
    : { locale: pick, subject: versions.subjectEn!, body: versions.bodyEn! };
}

/** Who the mail is from: an event (its page) or a community (its site). */
export type MailSender = { kind: 'event' | 'community'; title: string; link: string };

const wording = {
  en: {
    event: {
      from: (title: string) => `A message from the hosts of ${title}`,
      link: 'Event page',
      mute: "Stop announcements for this event (you'll still get your ticket and other mails you need)",
    },
    community: {
      from: (title: string) => `A message from the managers of ${title}`,
      link: 'Community site',
      mute: "Stop this community's announcements (you'll still get sign-in codes and membership decisions)",
    },
    test: '[Test] ',
  },
  ko: {
    event: {
      from: (title: string) => `${title} 호스트가 보낸 메시지입니다`,
      link: '이벤트 페이지',
      mute: '이 이벤트의 공지 그만 받기 (티켓 등 꼭 필요한 메일은 계속 받습니다)',
    },
    community: {
      from: (title: string) => `${title} 운영진이 보낸 메시지입니다`,
      link: '커뮤니티 사이트',
      mute: '이 커뮤니티의 공지 그만 받기 (로그인 코드와 가입 결과 메일은 계속 받습니다)',
    },
    test: '[테스트] ',
  },
} as const;

export function eventSender(env: Pick<Env, 'APP_ORIGIN'>, event: { title: string; handle: string }): MailSender {
  return { kind: 'event', title: event.title, link: new URL(`/events/${event.handle}`, env.APP_ORIGIN).toString() };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type AnnouncementMailInput = {
  versions: Versions;
  locale: Locale;
  sender: MailSender;
  /** the recipient's mute token; a test send has none */
  muteToken: string | null;
  test?: boolean;
};

export function composeAnnouncementMail(env: Pick<Env, 'APP_ORIGIN'>, input: AnnouncementMailInput): Omit<OutboxEmail, 'to'> {
  const version = versionFor(input.versions, input.locale);
  const words = wording[version.locale][input.sender.kind];
  const { title, link } = input.sender;
  const muteLink = input.muteToken
    ? new URL(`${MUTE_LINK_PATH}?${new URLSearchParams({ t: input.muteToken })}`, env.APP_ORIGIN).toString()
    : null;
  const subject = `${input.test ? wording[version.locale].test : ''}${version.subject}`;
  const text = [
    words.from(title),
    '',
    descriptionToText(version.body),
    '',
    `${words.link}: ${link}`,
    ...(muteLink ? [`${words.mute}: ${muteLink}`] : []),
  ].join('\n');
  const html = [
    `<p style="color:#666">${escapeHtml(words.from(title))}</p>`,
    version.body,
    '<hr>',
    `<p><a href="${escapeHtml(link)}">${escapeHtml(words.link)}</a></p>`,
    ...(muteLink ? [`<p style="font-size:12px"><a href="${escapeHtml(muteLink)}">${escapeHtml(words.mute)}</a></p>`] : []),
  ].join('\n');
  return { subject, text, html };
}
