// Demo data for registration: forms with every interesting kind of question, a second ticket, and
// a few registrations (members and a non-member) on the demo events. Written straight to the
// tables — the seats counted as the conditional updates would — and no mail is sent.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnswerValue, Choice, QuestionKind, QuestionRequirement, RegistrationStatus } from '../../contract/registrations.ts';
import type { HackathonParticipationType, HackathonSkill } from '../../contract/users.ts';
import type { Clock } from '../platform/clock.ts';
import type { DbOrTx } from '../platform/db/client.ts';
import {
  eventSeats,
  events,
  registrationAnswers,
  registrationQuestions,
  registrations,
  tickets,
  users,
} from '../platform/db/schema/index.ts';
import type { DemoSeeder } from './demo.ts';
import { demoLoungeGuests, demoUsers } from './demo-users.ts';
import { rankBetween, ensureRegistrationSetup } from '../registrations/index.ts';

type DemoQuestion = {
  kind: QuestionKind;
  requirement: QuestionRequirement;
  title?: string;
  description?: string;
  choices?: string[];
  allowOther?: boolean;
  content?: string;
  url?: string;
};

/** Choice answers name choices by their position; the stored answer names their ids. */
type DemoAnswer = AnswerValue | { pick: number[]; other?: string };
type DemoGuest = {
  email: string;
  name?: string;
  status: RegistrationStatus;
  answers?: Record<number, DemoAnswer>;
  participationType?: HackathonParticipationType;
};

/** The hackathon's people: most of the lounge demo people take part; an investor and a judge watch. */
const hackathonRoles: Partial<Record<string, HackathonParticipationType>> = {
  'daniel.cho@guest.example': 'INVESTOR',
  'priya.nair@guest.example': 'JUDGE',
};

const forms: Record<
  string,
  { questions: DemoQuestion[]; extraTicket?: { name: string; quantity: number; description: string }; guests: DemoGuest[] }
> = {
  'seoul-ai-meetup-12': {
    questions: [
      { kind: 'ORGANIZATION', requirement: 'OPTIONAL' },
      {
        kind: 'SINGLE_CHOICE',
        requirement: 'REQUIRED',
        title: '밋업을 어떻게 알게 되셨나요?',
        choices: ['지인 추천', 'SNS', '뉴스레터'],
        allowOther: true,
      },
      {
        kind: 'TEXT_TERMS',
        requirement: 'REQUIRED',
        title: '참가 안내 동의',
        content: '행사 사진이 촬영되어 모임 채널에 게시될 수 있습니다.',
      },
    ],
    guests: [
      { email: demoUsers[1].email, status: 'APPROVED', answers: { 0: 'Moim Labs', 1: { pick: [0] }, 2: true } },
      { email: demoUsers[2].email, status: 'APPROVED', answers: { 1: { pick: [], other: '커뮤니티 게시판' }, 2: true } },
      { email: 'jiwoo.han@guest.example', name: '한지우', status: 'APPROVED', answers: { 1: { pick: [1] }, 2: true } },
      ...demoLoungeGuests.map((guest, i): DemoGuest => ({
        email: guest.email,
        status: 'APPROVED',
        answers: { 0: guest.profile.organization, 1: { pick: [i % 3] }, 2: true },
      })),
      { email: 'pending.guest@guest.example', name: '대기중 게스트', status: 'PENDING', answers: { 1: { pick: [2] }, 2: true } },
    ],
  },
  'frontend-friday-react-19': {
    questions: [
      {
        kind: 'MULTIPLE_CHOICE',
        requirement: 'OPTIONAL',
        title: 'Which topics interest you most?',
        choices: ['Server components', 'Actions', 'Forms'],
        allowOther: true,
      },
      { kind: 'PAGE_BREAK', requirement: 'OPTIONAL', title: 'About you' },
      { kind: 'LONG_TEXT', requirement: 'OPTIONAL', title: 'What are you building?' },
      { kind: 'LINK_TERMS', requirement: 'REQUIRED', title: 'Code of conduct', url: 'https://moim.example/code-of-conduct' },
    ],
    extraTicket: { name: 'Supporter', quantity: 20, description: 'Helps cover the venue; same seat.' },
    guests: [
      {
        email: demoUsers[2].email,
        status: 'APPROVED',
        answers: { 0: { pick: [0, 2] }, 2: 'A design system for our team', 3: true },
      },
    ],
  },
  'moim-spring-hackathon-2026': {
    questions: [
      { kind: 'SKILL', requirement: 'REQUIRED' },
      { kind: 'YEARS_OF_EXPERIENCE', requirement: 'OPTIONAL' },
      { kind: 'LINK', requirement: 'OPTIONAL', title: 'GitHub or portfolio' },
      {
        kind: 'FILE',
        requirement: 'OPTIONAL',
        title: 'Portfolio (pdf, zip)',
        description: 'Optional: anything that shows your work.',
      },
    ],
    guests: [
      {
        email: demoUsers[1].email,
        status: 'PENDING',
        participationType: 'PARTICIPANT',
        answers: { 0: ['REACT', 'TYPESCRIPT'], 1: 'FOUR_TO_SIX', 2: 'https://github.com/alex-morgan' },
      },
      {
        email: demoUsers[2].email,
        status: 'APPROVED',
        participationType: 'PARTICIPANT',
        answers: { 0: ['FIGMA'], 1: 'ONE_TO_THREE' },
      },
      ...demoLoungeGuests.map((guest): DemoGuest => ({
        email: guest.email,
        status: 'APPROVED',
        participationType: hackathonRoles[guest.email] ?? 'PARTICIPANT',
        answers: {
          0: 'skills' in guest.profile ? [...(guest.profile.skills as readonly HackathonSkill[])] : ['FIGMA'],
          1: guest.profile.yearsOfExperience,
        },
      })),
    ],
  },
  // The finished hackathon: everyone came in and was approved; the host team judges beside the JUDGE guest.
  'moim-winter-hackathon-2025': {
    questions: [{ kind: 'SKILL', requirement: 'REQUIRED' }],
    guests: [
      { email: demoUsers[2].email, status: 'APPROVED', participationType: 'PARTICIPANT', answers: { 0: ['FIGMA', 'REACT'] } },
      ...demoLoungeGuests.map((guest): DemoGuest => ({
        email: guest.email,
        status: 'APPROVED',
        participationType: hackathonRoles[guest.email] ?? 'PARTICIPANT',
        answers: { 0: 'skills' in guest.profile ? [...(guest.profile.skills as readonly HackathonSkill[])] : ['FIGMA'] },
      })),
    ],
  },
  'seoul-startup-demo-day': {
    questions: [],
    guests: [{ email: demoUsers[1].email, status: 'APPROVED' }],
  },
};

function storedAnswer(question: { kind: QuestionKind; choices: Choice[] }, value: DemoAnswer): AnswerValue {
  if (typeof value !== 'object' || value === null || !('pick' in value)) return value;
  const ids = value.pick.map((i) => question.choices[i].id);
  const other = value.other ?? null;
  return question.kind === 'SINGLE_CHOICE' ? { choiceId: ids[0] ?? null, other } : { choiceIds: ids, other };
}

async function seedEvent(db: DbOrTx, clock: Clock, eventId: string, demo: (typeof forms)[string]) {
  const now = clock.now();
  await ensureRegistrationSetup(db, eventId, now);
  const existing = await db
    .select()
    .from(registrationQuestions)
    .where(eq(registrationQuestions.eventId, eventId))
    .orderBy(sql`${registrationQuestions.rank} collate "C"`);
  let rank = existing.at(-1)?.rank ?? '';
  const added: (typeof registrationQuestions.$inferSelect)[] = [];
  for (const q of demo.questions) {
    rank = rankBetween(rank, null);
    const choices = (q.choices ?? []).map((label) => ({ id: `c_${randomBytes(6).toString('base64url')}`, label }));
    const [row] = await db
      .insert(registrationQuestions)
      .values({
        eventId,
        kind: q.kind,
        requirement: q.requirement,
        title: q.title ?? '',
        description: q.description ?? '',
        choices,
        allowOther: q.allowOther ?? false,
        content: q.content ?? null,
        url: q.url ?? null,
        rank,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    added.push(row);
  }
  if (demo.extraTicket) await db.insert(tickets).values({ eventId, ...demo.extraTicket, createdAt: now, updatedAt: now });
  const [ticket] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.eventId, eventId), eq(tickets.isDefault, true)));
  const [name, email] = existing;
  const people = await db
    .select()
    .from(users)
    .where(
      inArray(
        users.email,
        demo.guests.map((g) => g.email),
      ),
    );
  for (const guest of demo.guests) {
    const account = people.find((p) => p.email === guest.email);
    const guestName = account?.name ?? guest.name ?? guest.email;
    const [registration] = await db
      .insert(registrations)
      .values({
        eventId,
        userId: account?.id ?? null,
        email: guest.email,
        name: guestName,
        locale: account?.locale ?? 'ko',
        ticketId: ticket.id,
        status: guest.status,
        participationType: guest.participationType ?? null,
        qrSecret: randomBytes(32).toString('base64url'),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const answers = [
      { question: name, value: guestName as AnswerValue },
      { question: email, value: guest.email as AnswerValue },
      ...Object.entries(guest.answers ?? {}).map(([index, value]) => ({
        question: added[Number(index)],
        value: storedAnswer(added[Number(index)], value),
      })),
    ];
    await db.insert(registrationAnswers).values(
      answers.map(({ question, value }) => ({
        registrationId: registration.id,
        questionId: question.id,
        question: { kind: question.kind, title: question.title, revision: question.revision, choices: question.choices },
        value,
      })),
    );
    if (guest.status === 'APPROVED' || guest.status === 'PENDING') {
      await db
        .update(eventSeats)
        .set({ taken: sql`${eventSeats.taken} + 1` })
        .where(eq(eventSeats.eventId, eventId));
      await db
        .update(tickets)
        .set({ issuedCount: sql`${tickets.issuedCount} + 1` })
        .where(eq(tickets.id, ticket.id));
    }
  }
}

export const demoRegistrationsSeeder: DemoSeeder = {
  name: 'registrations',
  async seed(db, clock) {
    const demoEvents = await db
      .select({ id: events.id, handle: events.handle })
      .from(events)
      .where(inArray(events.handle, Object.keys(forms)));
    if (demoEvents.length === 0) return false;
    const [already] = await db
      .select({ id: registrations.id })
      .from(registrations)
      .where(
        inArray(
          registrations.eventId,
          demoEvents.map((e) => e.id),
        ),
      )
      .limit(1);
    if (already) return false;
    await db.transaction(async (tx) => {
      for (const event of demoEvents) await seedEvent(tx, clock, event.id, forms[event.handle]);
    });
    return true;
  },
};
