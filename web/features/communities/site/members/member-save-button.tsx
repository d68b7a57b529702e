import type { CommunityMemberCard } from '../../../../../contract/community-people.ts';
import { SavePersonButton } from '../../../../components/people/save-person-button.tsx';
import { useSaveMember } from '../community-site.api.ts';
import { useCommunity } from '../use-community.ts';

/** Save or unsave a member of this community, as in the lounge. */
export function MemberSaveButton({ card, place }: { card: CommunityMemberCard; place: string }) {
  const community = useCommunity();
  return <SavePersonButton card={card} place={place} save={useSaveMember(community.id)} />;
}
