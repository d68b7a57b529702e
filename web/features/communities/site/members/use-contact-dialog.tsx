import { useState } from 'react';
import type { CommunityMemberCard } from '../../../../../contract/community-people.ts';
import { CoffeeChatDialog } from '../../../../components/people/coffee-chat-dialog.tsx';
import { useMakeMyCard, useRequestContact } from '../community-site.api.ts';
import { useCommunity } from '../use-community.ts';

/**
 * A contact request (the lounge's coffee chat) to a member: the opener, and the dialog to render.
 * A member without a card makes it from the dialog and the request goes on, the message kept.
 */
export function useContactDialog() {
  const community = useCommunity();
  const send = useRequestContact(community.id);
  const makeCard = useMakeMyCard(community.id);
  const [person, setPerson] = useState<CommunityMemberCard | null>(null);
  const dialog = (
    <CoffeeChatDialog
      person={person}
      onClose={() => setPerson(null)}
      send={send}
      place="community_contact"
      makeCard={() => makeCard.mutateAsync({})}
    />
  );
  return { open: setPerson, dialog };
}
