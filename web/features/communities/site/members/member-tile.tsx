import type { ReactNode } from 'react';
import type { CommunityMemberCard } from '../../../../../contract/community-people.ts';
import { PersonTile } from '../../../../components/people/person-tile.tsx';
import { MemberSaveButton } from './member-save-button.tsx';

/** One member in a list: the name opens their page. */
export function MemberTile({
  card,
  place,
  onContact,
  extra,
}: {
  card: CommunityMemberCard;
  place: string;
  onContact: (card: CommunityMemberCard) => void;
  extra?: ReactNode;
}) {
  return (
    <PersonTile
      card={card}
      open={{ to: `/members/${encodeURIComponent(card.handle)}` }}
      badge={card.memberType?.name}
      saveButton={<MemberSaveButton card={card} place={place} />}
      onChat={() => onContact(card)}
      extra={extra}
      testId="member-tile"
    />
  );
}
