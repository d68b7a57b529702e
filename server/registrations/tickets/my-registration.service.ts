// The guest's side after registering: the published form (with their profile pre-filled), their
// registration and ticket, and My events.
import { and, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { can } from '../../../contract/events.ts';
import type { MyRegistration, PublicForm, RegistrationSummary } from '../../../contract/registration-views.ts';
import { hackathonParticipationTypes } from '../../../contract/users.ts';
import { isHackathon, canViewEvent, findEventWithRole, visibleToViewer } from '../../events/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { events, registrations, tickets } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { loadQuestions } from '../forms/form-builder.service.ts';
import { profilePrefill } from '../forms/profile-prefill.ts';
import { toQuestion } from '../forms/question-rules.ts';
import { registrantKey, type Registrant } from '../registering/registrant.ts';
import { ensureRegistrationSetup } from '../registering/registration-setup.ts';
import { findRegistration, myRegistrationView, toRegistrationSummary } from '../registering/registration-view.ts';
import { renderTicketQrSvg, ticketQrPayload } from './ticket-qr.ts';

async function viewableEvent(deps: Pick<AppDeps, 'db'>, eventId: string, viewerId: string | null) {
  const found = isUuid(eventId) ? await findEventWithRole(deps.db, eventId, viewerId) : undefined;
  if (!found || !canViewEvent(found.event, found.role, found.isMember)) throw new AppError('G04002');
  return found;
}

/** GET /v1/events/{id}/regist-forms: the questions a guest is asked; unpublished: G04007. */
export async function getPublicForm(deps: AppDeps, viewerId: string | null, eventId: string): Promise<PublicForm> {
  const { event } = await viewableEvent(deps, eventId, viewerId);
  const form = await ensureRegistrationSetup(deps.db, event.id, deps.clock.now());
  if (!form.publishedAt) throw new AppError('G04007');
  const questions = (await loadQuestions(deps.db, event.id))
    .filter((q) => !q.deletedAt && q.requirement !== 'HIDDEN')
    .map(toQuestion);
  const prefill = viewerId ? await profilePrefill(deps, viewerId, questions) : {};
  return {
    eventId: event.id,
    questions: questions.map(({ deletedAt: _d, revision: _r, ...question }) => question),
    prefill,
    participationTypes: (await isHackathon(deps.db, event)) ? [...hackathonParticipationTypes] : null,
  };
}

/** GET /v1/events/{id}/me: the registration (any status) or NOT_REGISTERED. */
export async function getMyTicket(deps: AppDeps, registrant: Registrant, eventId: string): Promise<MyRegistration> {
  const row = isUuid(eventId) ? await findRegistration(deps.db, eventId, registrantKey(registrant)) : undefined;
  // Someone registered keeps seeing their registration even if the host unpublishes the event, but
  // not a MEMBER_ONLY event once they have left its community.
  const viewerId = registrant.kind === 'member' ? registrant.userId : null;
  if (!row) await viewableEvent(deps, eventId, viewerId);
  else await refuseFormerMembers(deps, eventId, viewerId);
  return myRegistrationView(deps.db, eventId, row);
}

async function refuseFormerMembers(deps: AppDeps, eventId: string, viewerId: string | null): Promise<void> {
  const found = await findEventWithRole(deps.db, eventId, viewerId);
  if (found?.event.visibility === 'MEMBER_ONLY' && !found.role && !found.isMember) throw new AppError('G04002');
}

/** GET /v1/events/{id}/me/qr.svg: only while approved (else 404 G04006). */
export async function getMyTicketQrSvg(deps: AppDeps, registrant: Registrant, eventId: string): Promise<string> {
  const row = isUuid(eventId) ? await findRegistration(deps.db, eventId, registrantKey(registrant)) : undefined;
  if (!row || row.registration.status !== 'APPROVED') throw new AppError('G04006');
  return renderTicketQrSvg(ticketQrPayload(row.registration));
}

const activeStatuses = ['APPROVED', 'PENDING', 'WAITLISTED'] as const;

export type MyRegistrationsQuery = {
  tab: 'upcoming' | 'past' | 'all';
  includeInactive: boolean;
  take: number;
  cursorId?: string;
};

/** GET /v1/users/events: my registrations with their events; upcoming soonest first, otherwise latest first. */
export async function listMyRegistrations(deps: AppDeps, userId: string, query: MyRegistrationsQuery) {
  const now = deps.clock.now();
  const ascending = query.tab === 'upcoming';
  const when = query.tab === 'upcoming' ? gt(events.endsAt, now) : query.tab === 'past' ? lte(events.endsAt, now) : undefined;
  let after: SQL | undefined;
  if (query.cursorId && isUuid(query.cursorId)) {
    const [cursor] = await deps.db
      .select({ startsAt: events.startsAt, id: registrations.id })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .where(and(eq(registrations.id, query.cursorId), eq(registrations.userId, userId)));
    if (cursor) {
      after = ascending
        ? sql`(${events.startsAt}, ${registrations.id}) > (${cursor.startsAt}, ${cursor.id})`
        : sql`(${events.startsAt}, ${registrations.id}) < (${cursor.startsAt}, ${cursor.id})`;
    }
  }
  const rows = await deps.db
    .select({ registration: registrations, ticket: tickets, event: events })
    .from(registrations)
    .innerJoin(tickets, eq(tickets.id, registrations.ticketId))
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(
      and(
        eq(registrations.userId, userId),
        query.includeInactive ? undefined : inArray(registrations.status, activeStatuses),
        visibleToViewer(userId),
        when,
        after,
      ),
    )
    .orderBy(...(ascending ? [events.startsAt, registrations.id] : [desc(events.startsAt), desc(registrations.id)]))
    .limit(query.take + 1);
  const hasMore = rows.length > query.take;
  const items: RegistrationSummary[] = [];
  for (const row of rows.slice(0, query.take)) items.push(await toRegistrationSummary(deps.db, row));
  return { items, hasMore, cursorId: hasMore ? items[items.length - 1].id : null };
}

/**
 * GET /v1/users/{userId}/events/{eventId}: a person's registration for an event — for themselves,
 * and for the event's host team. Anyone else: 404 G04003.
 */
export async function getUserEventRegistration(deps: AppDeps, viewerId: string, userId: string, eventId: string) {
  if (!isUuid(userId) || !isUuid(eventId)) throw new AppError('G04003');
  if (viewerId !== userId) {
    const found = await findEventWithRole(deps.db, eventId, viewerId);
    if (!can(found?.role, 'viewGuests')) throw new AppError('G04003');
  } else {
    await viewableEvent(deps, eventId, viewerId).catch(async (error: unknown) => {
      // Registered guests of an unpublished event still see their own registration.
      if (!(await findRegistration(deps.db, eventId, { userId }))) throw error;
    });
    await refuseFormerMembers(deps, eventId, viewerId);
  }
  const row = await findRegistration(deps.db, eventId, { userId });
  const registration = row ? await toRegistrationSummary(deps.db, row) : null;
  return { userId, eventId, label: registration?.label ?? ('NOT_REGISTERED' as const), registration };
}
