// What the community site reads from the member calls, as the site uses it.
import type { PersonCard } from '../../../contract/people.ts';

/** A member as the directory shows them: the lounge's card, and the member type they joined as. */
export type MemberCard = PersonCard & { joinType?: { id: string; name: string } | null };
export type MemberPage = { items: MemberCard[]; hasMore: boolean; cursorId: string | null };

export type CommunityCuration = { id: string; title: string; note: string; members: MemberCard[] };

export type ProfileField = { id: string; label: string; value: string; shown: boolean };
export type CommunityProfile = { card: MemberCard; fields: ProfileField[] };

export type CommunityEvent = {
  id: string;
  handle: string;
  title: string;
  startsAt: string;
  endsAt: string;
  timezone: string;
  visibility: 'PUBLIC' | 'MEMBER_ONLY' | 'SECRET';
  coverImageUrl?: string | null;
};
export type CommunityEventPage = { items: CommunityEvent[]; hasMore: boolean; cursorId: string | null };
