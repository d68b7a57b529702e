// The emails of a team's join requests and invitations, in the receiver's language: a request to
// the leader, an invitation to the person, the answer to whoever asked, and "added to a team" to
// the newcomer and to the teammates already there.
import type { Locale } from '../../../contract/locale.ts';
import type { HackathonPosition } from '../../../contract/users.ts';
import type { QueuedEmail } from '../../platform/mail/outbox.ts';
import { positionName } from './announcements.ts';

type Receiver = { id: string; name: string; email: string; locale: Locale };
type Team = { id: string; teamName: string; title: string };
type Event = { title: string; handle: string };

const wording = {
  en: {
    greeting: (name: string) => `Hello ${name},`,
    request: {
      subject: (who: string, team: string) => `${who} asks to join team ${team}`,
      body: (who: string, team: string, event: string) => `${who} would like to join your team “${team}” at ${event}.`,
    },
    invitation: {
      subject: (team: string) => `Team ${team} invites you to join`,
      body: (who: string, team: string, event: string) => `${who} invites you to join team “${team}” at ${event}.`,
    },
    accepted: {
      subject: (team: string) => `You're on team ${team}`,
      request: (team: string) => `Your request was accepted: you are now on team “${team}”.`,
      invitation: (who: string, team: string) => `${who} accepted your invitation and is now on team “${team}”.`,
    },
    declined: {
      subject: (team: string) => `Your request to team ${team} was declined`,
      invitationSubject: (who: string) => `${who} declined your invitation`,
      request: (team: string) => `Team “${team}” declined your request this time. Other teams are still recruiting.`,
      invitation: (who: string, team: string) => `${who} declined the invitation to team “${team}”.`,
    },
    added: {
      subject: (team: string) => `You were added to team ${team}`,
      body: (team: string, event: string) => `You were added to team “${team}” at ${event}.`,
    },
    teammate: {
      subject: (who: string, team: string) => `${who} joined team ${team}`,
      body: (who: string, team: string) => `${who} is now on your team “${team}”.`,
    },
    position: (position: string) => `Position they offer: ${position}`,
    message: 'Their message:',
    open: (url: string) => `Open the project: ${url}`,
  },
  ko: {
    greeting: (name: string) => `${name}님, 안녕하세요.`,
    request: {
      subject: (who: string, team: string) => `${who}님이 ${team} 팀에 합류를 요청했습니다`,
      body: (who: string, team: string, event: string) => `${who}님이 ${event}의 “${team}” 팀에 합류하고 싶어 합니다.`,
    },
    invitation: {
      subject: (team: string) => `${team} 팀이 초대했습니다`,
      body: (who: string, team: string, event: string) => `${who}님이 ${event}의 “${team}” 팀에 초대했습니다.`,
    },
    accepted: {
      subject: (team: string) => `${team} 팀에 합류했습니다`,
      request: (team: string) => `합류 요청이 수락되어 “${team}” 팀의 팀원이 되었습니다.`,
      invitation: (who: string, team: string) => `${who}님이 초대를 수락해 “${team}” 팀에 합류했습니다.`,
    },
    declined: {
      subject: (team: string) => `${team} 팀이 합류 요청을 거절했습니다`,
      invitationSubject: (who: string) => `${who}님이 초대를 거절했습니다`,
      request: (team: string) => `이번에는 “${team}” 팀이 합류 요청을 거절했습니다. 아직 팀원을 찾는 다른 팀이 있어요.`,
      invitation: (who: string, team: string) => `${who}님이 “${team}” 팀 초대를 거절했습니다.`,
    },
    added: {
      subject: (team: string) => `${team} 팀에 추가되었습니다`,
      body: (team: string, event: string) => `${event}의 “${team}” 팀에 추가되었습니다.`,
    },
    teammate: {
      subject: (who: string, team: string) => `${who}님이 ${team} 팀에 합류했습니다`,
      body: (who: string, team: string) => `${who}님이 “${team}” 팀의 팀원이 되었습니다.`,
    },
    position: (position: string) => `맡고 싶은 포지션: ${position}`,
    message: '보낸 메시지:',
    open: (url: string) => `프로젝트 보기: ${url}`,
  },
} satisfies Record<Locale, unknown>;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

function compose(
  dedupKey: string,
  to: Receiver,
  subject: string,
  paragraphs: string[],
  origin: string | undefined,
  event: Event,
  team: Team,
): QueuedEmail {
  const words = wording[to.locale];
  const url = new URL(`/events/${event.handle}/hackathon/projects/${team.id}`, origin).toString();
  const all = [words.greeting(to.name), ...paragraphs, words.open(url)];
  return {
    dedupKey,
    to: to.email,
    subject: oneLine(subject),
    text: `${all.join('\n\n')}\n\n— Moim\n`,
    html: `<!doctype html><html lang="${to.locale}"><body style="font-family:system-ui,sans-serif">${all
      .map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
      .join('')}<p>— Moim</p></body></html>`,
  };
}

type Asked = {
  requestId: string;
  origin: string | undefined;
  event: Event;
  team: Team;
  to: Receiver;
  /** who asks: the person for a request, the leader for an invitation */
  from: { name: string };
  message: string;
  position: HackathonPosition | null;
};

function askedParagraphs(input: Asked, intro: string): string[] {
  const words = wording[input.to.locale];
  return [
    intro,
    ...(input.position ? [words.position(positionName(input.to.locale, input.position))] : []),
    ...(input.message ? [`${words.message}\n${input.message}`] : []),
  ];
}

/** To the leader: someone asks to join. */
export function joinRequestEmail(input: Asked): QueuedEmail {
  const w = wording[input.to.locale].request;
  const intro = w.body(input.from.name, input.team.teamName, input.event.title);
  return compose(
    `team-request:${input.requestId}`,
    input.to,
    w.subject(input.from.name, input.team.teamName),
    askedParagraphs(input, intro),
    input.origin,
    input.event,
    input.team,
  );
}

/** To the person: the leader invites them. */
export function invitationEmail(input: Asked): QueuedEmail {
  const w = wording[input.to.locale].invitation;
  const intro = w.body(input.from.name, input.team.teamName, input.event.title);
  return compose(
    `team-request:${input.requestId}`,
    input.to,
    w.subject(input.team.teamName),
    askedParagraphs(input, intro),
    input.origin,
    input.event,
    input.team,
  );
}

/** To whoever asked: the answer. For an invitation, `person` is the one who answered. */
export function answerEmail(input: {
  requestId: string;
  origin: string | undefined;
  event: Event;
  team: Team;
  to: Receiver;
  kind: 'REQUEST' | 'INVITATION';
  accepted: boolean;
  person: { name: string };
}): QueuedEmail {
  const words = wording[input.to.locale];
  const { team, person } = input;
  const [subject, body] = input.accepted
    ? input.kind === 'REQUEST'
      ? [words.accepted.subject(team.teamName), words.accepted.request(team.teamName)]
      : [words.teammate.subject(person.name, team.teamName), words.accepted.invitation(person.name, team.teamName)]
    : input.kind === 'REQUEST'
      ? [words.declined.subject(team.teamName), words.declined.request(team.teamName)]
      : [words.declined.invitationSubject(person.name), words.declined.invitation(person.name, team.teamName)];
  return compose(`team-answer:${input.requestId}`, input.to, subject, [body], input.origin, input.event, input.team);
}

/** To the newcomer the leader added, or to a teammate already there. */
export function addedToTeamEmail(input: {
  key: string;
  origin: string | undefined;
  event: Event;
  team: Team;
  to: Receiver;
  newcomer: { id: string; name: string };
}): QueuedEmail {
  const words = wording[input.to.locale];
  const { team } = input;
  const [subject, body] =
    input.to.id === input.newcomer.id
      ? [words.added.subject(team.teamName), words.added.body(team.teamName, input.event.title)]
      : [words.teammate.subject(input.newcomer.name, team.teamName), words.teammate.body(input.newcomer.name, team.teamName)];
  return compose(`team-added:${input.key}:${input.to.id}`, input.to, subject, [body], input.origin, input.event, input.team);
}
