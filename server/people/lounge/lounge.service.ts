// The lounge's use cases: each enters the lounge first, by what its door read for the request
// (lounge.module.ts), then asks the people layer with the lounge as its space.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Lounge } from '../../../contract/lounge.ts';
import type { PersonCard } from '../../../contract/people.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { likes, profileCards, registrations } from '../../platform/db/schema/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { AppError } from '../../platform/http/errors.ts';
import { findCard, findCardByHandle } from '../cards/card-rows.ts';
import { toPersonCard } from '../cards/card-view.ts';
import type { ContactSpace } from '../contacts/contacts.service.ts';
import type { Space } from '../space.ts';
import { enterLounge, loungeMemberIds, type LoungeDoor, type LoungeEntry } from './lounge-access.ts';

export function openLounge(door: LoungeDoor): { entry: LoungeEntry; space: Space } {
  const { forYouVersion, ...entry } = enterLounge(door);
  return {
    entry,
    space: {
      key: `event:${entry.event.id}`,
      memberIds: loungeMemberIds(entry.event.id),
      postingsId: entry.event.id,
      eventId: entry.event.id,
      viewerVersion: forYouVersion,
    },
  };
}

export async function getLounge(deps: AppDeps, viewerId: string, door: LoungeDoor): Promise<Lounge> {
  const { entry, space } = openLounge(door);
  const [mine, [counted]] = await Promise.all([
    findCard(deps.db, viewerId),
    deps.db
      .select({ cards: count() })
      .from(profileCards)
      .where(sql`${profileCards.userId} in (${space.memberIds})`),
  ]);
  return {
    eventId: entry.event.id,
    handle: entry.event.handle,
    title: entry.event.title,
    isHackathon: entry.event.type === 'HACKATHON',
    viewerRole: entry.viewerRole,
    hasCard: Boolean(mine),
    cardCount: counted.cards,
  };
}

/** A person of the lounge with a card, by handle; anyone else 404 G04003. */
export async function getLoungeProfile(deps: AppDeps, viewerId: string, door: LoungeDoor, handle: string): Promise<PersonCard> {
  const { entry, space } = openLounge(door);
  const card = await findCardByHandle(deps.db, handle, space.memberIds);
  if (!card) throw new AppError('G04003');
  const [[saved], [registration]] = await Promise.all([
    deps.db
      .select({ likedId: likes.likedId })
      .from(likes)
      .where(and(eq(likes.likerId, viewerId), eq(likes.likedId, card.userId))),
    deps.db
      .select({ participationType: registrations.participationType })
      .from(registrations)
      .where(and(eq(registrations.eventId, entry.event.id), eq(registrations.userId, card.userId))),
  ]);
  return toPersonCard(card, { isSaved: Boolean(saved), participationType: registration?.participationType ?? null });
}

/** The lounge, with the other person checked to be in it with a card (404 G04003 otherwise; myself passes for the self codes). */
export async function openLoungeWith(deps: AppDeps, viewerId: string, door: LoungeDoor, otherId: string) {
  const opened = openLounge(door);
  if (otherId === viewerId) return opened;
  if (!isUuid(otherId)) throw new AppError('G04003');
  const [present] = await deps.db
    .select({ userId: profileCards.userId })
    .from(profileCards)
    .where(and(eq(profileCards.userId, otherId), sql`${profileCards.userId} in (${opened.space.memberIds})`));
  if (!present) throw new AppError('G04003');
  return opened;
}

export function contactSpaceOf(deps: AppDeps, entry: LoungeEntry): ContactSpace {
  return {
    ref: { kind: 'event', id: entry.event.id },
    title: entry.event.title,
    url: `${deps.env.APP_ORIGIN}/events/${entry.event.handle}/participants`,
  };
}
