// The email a coffee-chat request sends its receiver, in the receiver's language: who asks (their
// card as the receiver may see it), their message, and the channel and contact they chose to share.
import { withParticle } from '../../../contract/korean-particles.ts';
import type { Locale } from '../../../contract/locale.ts';
import type { CoffeeChatChannel, PersonCard } from '../../../contract/people.ts';

export const channelNames: Record<Locale, Record<CoffeeChatChannel, string>> = {
  en: { LINKEDIN: 'LinkedIn', INSTAGRAM: 'Instagram', EMAIL: 'Email', OTHERS: 'Other' },
  ko: { LINKEDIN: '링크드인', INSTAGRAM: '인스타그램', EMAIL: '이메일', OTHERS: '기타' },
};

const wording = {
  en: {
    subject: (from: string, place: string) => `${from} would like a coffee chat at ${place}`,
    greeting: (name: string) => `Hello ${name},`,
    intro: {
      event: (from: string, event: string) => `${from} sent you a coffee chat request in the lounge of ${event}.`,
      community: (from: string, community: string) => `${from} sent you a coffee chat request in the ${community} community.`,
    },
    message: 'Their message:',
    reach: (channel: string, contact: string) => `Reach them on ${channel}: ${contact}`,
    open: {
      event: (url: string) => `See the request and their card in the lounge: ${url}`,
      community: (url: string) => `See their card among the members: ${url}`,
    },
  },
  ko: {
    subject: (from: string, place: string) => `${from}님이 ${place}에서 커피챗을 요청했습니다`,
    greeting: (name: string) => `${name}님, 안녕하세요.`,
    intro: {
      event: (from: string, event: string) => `${from}님이 ${event} 라운지에서 커피챗을 요청했습니다.`,
      community: (from: string, community: string) => `${from}님이 ${community} 커뮤니티에서 커피챗을 요청했습니다.`,
    },
    message: '보낸 메시지:',
    reach: (channel: string, contact: string) => `${withParticle(channel, '으로/로')} 연락해 주세요: ${contact}`,
    open: {
      event: (url: string) => `라운지에서 요청과 카드를 확인하세요: ${url}`,
      community: (url: string) => `멤버 목록에서 카드를 확인하세요: ${url}`,
    },
  },
} satisfies Record<Locale, unknown>;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function cardLines(card: PersonCard): string[] {
  const headline = [card.jobTitle, card.organization].filter(Boolean).join(' · ');
  return [
    `${card.name} (@${card.handle})`,
    ...(headline ? [headline] : []),
    ...(card.bio ? [card.bio] : []),
    ...(card.tags?.length ? [card.tags.map((tag) => `#${tag}`).join(' ')] : []),
  ];
}

export function composeContactEmail(input: {
  locale: Locale;
  receiverName: string;
  requester: PersonCard;
  /** where the request was made: an event's lounge or a community */
  space: { kind: 'event' | 'community'; title: string };
  message: string;
  channel: CoffeeChatChannel;
  contact: string;
  url: string;
}) {
  const words = wording[input.locale];
  const paragraphs = [
    words.greeting(input.receiverName),
    words.intro[input.space.kind](input.requester.name, input.space.title),
    cardLines(input.requester).join('\n'),
    `${words.message}\n${input.message}`,
    words.reach(channelNames[input.locale][input.channel], input.contact),
    words.open[input.space.kind](input.url),
  ];
  return { subject: words.subject(input.requester.name, input.space.title), ...emailBodies(input.locale, paragraphs) };
}

/** The text and HTML of a people email made of paragraphs, signed by Moim. */
export function emailBodies(locale: Locale, paragraphs: string[]) {
  return {
    text: `${paragraphs.join('\n\n')}\n\n— Moim\n`,
    html: `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif">${paragraphs
      .map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
      .join('')}<p>— Moim</p></body></html>`,
  };
}
