// Coffee chats: a request from one person to another within a space (an event's lounge or a
// community). One pending request per requester and receiver per space (a partial unique index),
// at most cardLimits.contactRequestsPerDay per requester per space per UTC day (one conditional
// upsert), and the receiver's email queued in the same transaction.
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  cardLimits,
  type ContactReplySchema,
  type ContactRequest,
  type ContactRequestFormSchema,
} from '../../../contract/people.ts';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps.ts';
import { contactRequestQuotas, contactRequests, likes, users } from '../../platform/db/schema/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { AppError } from '../../platform/http/errors.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { isUniqueViolation } from '../../identity/index.ts';
import { findCard, findCardsByIds } from '../cards/card-rows.ts';
import { toPersonCard } from '../cards/card-view.ts';
import { composeAcceptedEmail } from './accepted-email.ts';
import { composeContactEmail } from './contact-email.ts';
import type { SpaceRef } from '../space.ts';

type ContactForm = z.output<typeof ContactRequestFormSchema>;
type ContactReply = z.output<typeof ContactReplySchema>;
/** The receiver's answer: accepting shares how the requester may reach them. */
export type ContactDecision = { status: 'ACCEPTED'; reply: ContactReply } | { status: 'DECLINED' };
/** The space a request is made in, its name for the email and where the receiver finds the request. */
export type ContactSpace = { ref: SpaceRef; title: string; url: string };
type ContactRow = typeof contactRequests.$inferSelect;

/** The caller has checked that both are in the space. */
export async function requestContact(
  deps: AppDeps,
  requesterId: string,
  receiverId: string,
  space: ContactSpace,
  form: ContactForm,
): Promise<ContactRequest> {
  if (requesterId === receiverId) throw new AppError('G20021');
  const now = deps.clock.now();
  const day = now.toISOString().slice(0, 10);
  let created: ContactRow;
  try {
    created = await deps.db.transaction(async (tx) => {
      const spaceColumn = space.ref.kind === 'event' ? contactRequestQuotas.eventId : contactRequestQuotas.communityId;
      const counted = await tx
        .insert(contactRequestQuotas)
        .values({ ...spaceColumns(space.ref), requesterId, day, sent: 1 })
        .onConflictDoUpdate({
          target: [spaceColumn, contactRequestQuotas.requesterId, contactRequestQuotas.day],
          targetWhere: sql`${spaceColumn} is not null`,
          set: { sent: sql`${contactRequestQuotas.sent} + 1` },
          setWhere: sql`${contactRequestQuotas.sent} < ${cardLimits.contactRequestsPerDay}`,
        })
        .returning({ sent: contactRequestQuotas.sent });
      if (counted.length === 0) throw new AppError('G20090');
      const [row] = await tx
        .insert(contactRequests)
        .values({
          ...spaceColumns(space.ref),
          requesterId,
          receiverId,
          message: form.message,
          channel: form.channel,
          contact: form.contact,
          createdAt: now,
        })
        .returning();
      const [requesterCard, [receiver]] = await Promise.all([
        findCard(tx, requesterId),
        tx.select({ name: users.name, email: users.email, locale: users.locale }).from(users).where(eq(users.id, receiverId)),
      ]);
      if (!requesterCard || !receiver) throw new AppError('G04003');
      const mail = composeContactEmail({
        locale: receiver.locale,
        receiverName: receiver.name,
        requester: toPersonCard(requesterCard, { isSaved: false }),
        space: { kind: space.ref.kind, title: space.title },
        message: form.message,
        channel: form.channel,
        contact: form.contact,
        url: space.url,
      });
      await enqueueEmail(tx, deps.clock, { dedupKey: `contact-request:${row.id}`, to: receiver.email, ...mail });
      return row;
    });
  } catch (error) {
    if (!(error instanceof AppError) && isUniqueViolation(error)) throw new AppError('G20091');
    throw error;
  }
  deps.kickOutbox();
  const [view] = await viewsOf(deps, requesterId, [created]);
  return view;
}

/** The request's space as its columns: the other one stays null (the table's check). */
function spaceColumns(ref: SpaceRef): { eventId: string; communityId: null } | { eventId: null; communityId: string } {
  return ref.kind === 'event' ? { eventId: ref.id, communityId: null } : { eventId: null, communityId: ref.id };
}

const inSpace = (ref: SpaceRef) =>
  ref.kind === 'event' ? eq(contactRequests.eventId, ref.id) : eq(contactRequests.communityId, ref.id);

async function viewsOf(deps: AppDeps, viewerId: string, rows: ContactRow[]): Promise<ContactRequest[]> {
  const otherIds = rows.map((row) => (row.requesterId === viewerId ? row.receiverId : row.requesterId));
  const cards = new Map((await findCardsByIds(deps.db, [...new Set(otherIds)])).map((card) => [card.userId, card]));
  const saved = new Set(
    otherIds.length === 0
      ? []
      : (
          await deps.db
            .select({ likedId: likes.likedId })
            .from(likes)
            .where(and(eq(likes.likerId, viewerId), inArray(likes.likedId, otherIds)))
        ).map((like) => like.likedId),
  );
  return rows.flatMap((row, i) => {
    const card = cards.get(otherIds[i]);
    if (!card) return [];
    const sent = row.requesterId === viewerId;
    return [
      {
        id: row.id,
        person: toPersonCard(card, { isSaved: saved.has(card.userId) }),
        direction: sent ? ('SENT' as const) : ('RECEIVED' as const),
        message: row.message,
        // The other person's contact only: what I shared myself is no news to me.
        channel: sent ? row.replyChannel : row.channel,
        contact: sent ? row.replyContact : row.contact,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
}

/** Received or sent requests in the space, newest first; only with people still in it. */
export async function listContacts(
  deps: AppDeps,
  viewerId: string,
  space: { ref: SpaceRef; memberIds: SQL },
  query: { direction: 'RECEIVED' | 'SENT'; take: number; cursorId?: string },
): Promise<{ items: ContactRequest[]; hasMore: boolean; cursorId: string | null }> {
  const mine = query.direction === 'SENT' ? contactRequests.requesterId : contactRequests.receiverId;
  const theirs = query.direction === 'SENT' ? contactRequests.receiverId : contactRequests.requesterId;
  const conditions = [inSpace(space.ref), eq(mine, viewerId), sql`${theirs} in (${space.memberIds})`];
  if (query.cursorId && isUuid(query.cursorId)) {
    const cursor = sql`(select ${contactRequests.createdAt}, ${contactRequests.id} from ${contactRequests} where ${contactRequests.id} = ${query.cursorId})`;
    conditions.push(sql`(${contactRequests.createdAt}, ${contactRequests.id}) < ${cursor}`);
  }
  const rows = await deps.db
    .select()
    .from(contactRequests)
    .where(and(...conditions))
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
    .limit(query.take + 1);
  const hasMore = rows.length > query.take;
  const page = rows.slice(0, query.take);
  return { items: await viewsOf(deps, viewerId, page), hasMore, cursorId: hasMore ? page[page.length - 1].id : null };
}

/**
 * The receiver accepts or declines a pending request; anyone else finds nothing (404 G04011).
 * Accepting stores the contact the receiver shares and queues the requester's email with it, in
 * the requester's language, in the same transaction.
 */
export async function decideContact(
  deps: AppDeps,
  viewerId: string,
  space: ContactSpace,
  requestId: string,
  decision: ContactDecision,
): Promise<ContactRequest> {
  if (!isUuid(requestId)) throw new AppError('G04011');
  const [existing] = await deps.db
    .select()
    .from(contactRequests)
    .where(and(eq(contactRequests.id, requestId), inSpace(space.ref), eq(contactRequests.receiverId, viewerId)));
  if (!existing) throw new AppError('G04011');
  const reply = decision.status === 'ACCEPTED' ? decision.reply : null;
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactRequests)
      .set({
        status: decision.status,
        decidedAt: deps.clock.now(),
        replyChannel: reply?.channel ?? null,
        replyContact: reply?.contact ?? null,
      })
      .where(and(eq(contactRequests.id, requestId), eq(contactRequests.status, 'PENDING')))
      .returning();
    if (!row) throw new AppError('G20092');
    if (!reply) return row;
    const [accepterCard, [requester]] = await Promise.all([
      findCard(tx, viewerId),
      tx.select({ name: users.name, email: users.email, locale: users.locale }).from(users).where(eq(users.id, row.requesterId)),
    ]);
    if (!accepterCard || !requester) throw new AppError('G04011');
    const mail = composeAcceptedEmail({
      locale: requester.locale,
      requesterName: requester.name,
      accepter: toPersonCard(accepterCard, { isSaved: false }),
      space: { kind: space.ref.kind, title: space.title },
      channel: reply.channel,
      contact: reply.contact,
      url: space.url,
    });
    await enqueueEmail(tx, deps.clock, { dedupKey: `contact-accepted:${row.id}`, to: requester.email, ...mail });
    return row;
  });
  if (reply) deps.kickOutbox();
  const [view] = await viewsOf(deps, viewerId, [updated]);
  return view;
}
