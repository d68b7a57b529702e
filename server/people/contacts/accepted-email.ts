// The email an accepted coffee chat sends its requester, in the requester's language: who accepted
// (their card), and the channel and contact they chose to share.
import type { Locale } from '../../../contract/locale.ts';
import type { CoffeeChatChannel, PersonCard } from '../../../contract/people.ts';
import { withParticle } from '../../../contract/korean-particles.ts';
import { cardLines, channelNames, emailBodies } from './contact-email.ts';

const wording = {
  en: {
    subject: (by: string) => `${by} accepted your coffee chat`,
    greeting: (name: string) => `Hello ${name},`,
    intro: {
      event: (by: string, event: string) => `${by} accepted your coffee chat request in the lounge of ${event}.`,
      community: (by: string, community: string) => `${by} accepted your coffee chat request in the ${community} community.`,
    },
    reach: (channel: string, contact: string) => `Reach them on ${channel}: ${contact}`,
    open: {
      event: (url: string) => `See the chat in the lounge: ${url}`,
      community: (url: string) => `See their card among the members: ${url}`,
    },
  },
  ko: {
    subject: (by: string) => `${by}님이 커피챗을 수락했습니다`,
    greeting: (name: string) => `${name}님, 안녕하세요.`,
    intro: {
      event: (by: string, event: string) => `${by}님이 ${event} 라운지에서 보낸 커피챗 요청을 수락했습니다.`,
      community: (by: string, community: string) => `${by}님이 ${community} 커뮤니티에서 보낸 커피챗 요청을 수락했습니다.`,
    },
    reach: (channel: string, contact: string) => `${withParticle(channel, '으로/로')} 연락해 보세요: ${contact}`,
    open: {
      event: (url: string) => `라운지에서 커피챗을 확인하세요: ${url}`,
      community: (url: string) => `멤버 목록에서 카드를 확인하세요: ${url}`,
    },
  },
} satisfies Record<Locale, unknown>;

export function composeAcceptedEmail(input: {
  locale: Locale;
  requesterName: string;
  accepter: PersonCard;
  /** where the request was made: an event's lounge or a community */
  space: { kind: 'event' | 'community'; title: string };
  channel: CoffeeChatChannel;
  contact: string;
  url: string;
}) {
  const words = wording[input.locale];
  const paragraphs = [
    words.greeting(input.requesterName),
    words.intro[input.space.kind](input.accepter.name, input.space.title),
    cardLines(input.accepter).join('\n'),
    words.reach(channelNames[input.locale][input.channel], input.contact),
    words.open[input.space.kind](input.url),
  ];
  return { subject: words.subject(input.accepter.name), ...emailBodies(input.locale, paragraphs) };
}
