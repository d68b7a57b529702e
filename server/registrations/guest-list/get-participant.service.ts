// GET /v1/event-managements/{id}/participants/{pid}: the guest, their RSVP answers read from the
// snapshots they answered (so later form edits change nothing), their card and the door's log.
import { eq, sql } from 'drizzle-orm';
import { type AnswerView, answerText } from '../../../contract/registrations.ts';
import { eventPermissions } from '../../../contract/events.ts';
import type { ParticipantDetail } from '../../../contract/guests.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { registrationAnswers, registrationQuestions } from '../../platform/db/schema/index.ts';
import { requireEventRole } from '../../events/index.ts';
import { checkInLogOf } from '../check-in/check-in-log.ts';
import { findParticipant, toParticipant } from './participant-row.ts';
import { profileCardOf } from './profile-card.ts';

/** A registration's answers in form order (deleted questions keep their place). */
export async function answersOf(db: DbOrTx, registrationId: string): Promise<AnswerView[]> {
  const rows = await db
    .select({ answer: registrationAnswers })
    .from(registrationAnswers)
    .innerJoin(registrationQuestions, eq(registrationQuestions.id, registrationAnswers.questionId))
    .where(eq(registrationAnswers.registrationId, registrationId))
    .orderBy(sql`${registrationQuestions.rank} collate "C"`);
  return rows.map(({ answer }) => ({
    questionId: answer.questionId,
    question: answer.question,
    value: answer.value,
    text: answerText(answer.question, answer.value),
  }));
}

export async function getParticipant(
  deps: AppDeps,
  actorId: string,
  eventId: string,
  participantId: string,
): Promise<ParticipantDetail> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.viewGuests);
  const row = await findParticipant(deps.db, event.id, participantId);
  const [answers, profile, checkInLog] = await Promise.all([
    answersOf(deps.db, row.registration.id),
    profileCardOf(deps.db, row.registration),
    checkInLogOf(deps.db, row.registration.id),
  ]);
  return { ...toParticipant(row), locale: row.registration.locale, answers, profile, checkInLog };
}
