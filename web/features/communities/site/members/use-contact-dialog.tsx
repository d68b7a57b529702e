import { useState } from 'react';
import type { CommunityMemberCard } from '../../../../../contract/community-people.ts';
import { CoffeeChatDialog } from '../../../../components/people/coffee-chat-dialog.tsx';
import { useRequestContact } from '../community-site.api.ts';
import { useCommunity } from '../use-community.ts';

/** A contact request (the lounge's coffee chat) to a member: the opener, and the dialog to render. */
export function useContactDialog() {
  const community = useCommunity();
  const send = useRequestContact(community.id);
  const [person, setPerson] = useState<CommunityMemberCard | null>(null);
  const dialog = <CoffeeChatDialog person={person} onClose={() => setPerson(null)} send={send} place="community_contact" />;
  return { open: setPerson, dialog };
}
