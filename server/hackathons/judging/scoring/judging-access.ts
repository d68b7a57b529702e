// Who may do what in judging (docs/judging.md, "Who may do what"). The host side is the host
// team's: HOST and CO_HOST manage and see scores; STAFF reads the set-up and the progress, never a
// score (403 G01019). A judge is an approved guest with participation type JUDGE, or a host-team
// member the host added; anyone else at the hackathon gets 403 G01019, anyone else at all 404 G04002.
import { and, eq } from 'drizzle-orm';
import type { EventRole } from '../../../../contract/events.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { eventHosts, judgingHostJudges, registrations } from '../../../platform/db/schema/index.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { canViewEvent, findEventWithRole, requireEventRole, type EventRow, isHackathon } from '../../../events/index.ts';

const MANAGERS: readonly EventRole[] = ['HOST', 'CO_HOST'];
const HOST_TEAM: readonly EventRole[] = ['HOST', 'CO_HOST', 'STAFF'];

export type JudgingHost = { event: EventRow; role: EventRole; canManage: boolean };

/** `manage`: HOST and CO_HOST only (scores, results, every change); otherwise STAFF may read too. */
export async function requireJudgingHost(db: DbOrTx, eventId: string, userId: string, manage: boolean): Promise<JudgingHost> {
  const { event, role } = await requireEventRole(db, eventId, userId, manage ? MANAGERS : HOST_TEAM);
  if (!(await isHackathon(db, event))) throw new AppError('G04002');
  return { event, role, canManage: MANAGERS.includes(role) };
}

export async function isJudge(db: DbOrTx, eventId: string, userId: string): Promise<boolean> {
  const [guest] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.eventId, eventId),
        eq(registrations.userId, userId),
        eq(registrations.status, 'APPROVED'),
        eq(registrations.participationType, 'JUDGE'),
      ),
    );
  if (guest) return true;
  const [host] = await db
    .select({ userId: judgingHostJudges.userId })
    .from(judgingHostJudges)
    .innerJoin(
      eventHosts,
      and(eq(eventHosts.eventId, judgingHostJudges.eventId), eq(eventHosts.userId, judgingHostJudges.userId)),
    )
    .where(and(eq(judgingHostJudges.eventId, eventId), eq(judgingHostJudges.userId, userId)));
  return Boolean(host);
}

/** The hackathon, for one of its judges. */
export async function requireJudge(db: DbOrTx, eventId: string, userId: string): Promise<EventRow> {
  const found = await findEventWithRole(db, eventId, userId);
  if (!found || !canViewEvent(found.event, found.role) || !(await isHackathon(db, found.event))) throw new AppError('G04002');
  if (await isJudge(db, found.event.id, userId)) return found.event;
  if (found.role) throw new AppError('G01019');
  const [approved] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(eq(registrations.eventId, found.event.id), eq(registrations.userId, userId), eq(registrations.status, 'APPROVED')),
    );
  throw new AppError(approved ? 'G01019' : 'G04002');
}
