import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ReceivedAnnouncementList } from '../received/received-announcement-list.tsx';
import { receivedCommunityAnnouncementsQuery, useSetCommunityMute } from './community-announcements.api.ts';

/** On the community's home, for members: what the managers sent me, and the switch that mutes them. */
export function ReceivedCommunityAnnouncements({ communityId, className }: { communityId: string; className?: string }) {
  const { t } = useTranslation();
  const received = useQuery(receivedCommunityAnnouncementsQuery(communityId));
  const mute = useSetCommunityMute(communityId);
  const data = received.data;
  if (!data || (data.items.length === 0 && !data.muted)) return null;
  return (
    <ReceivedAnnouncementList
      items={data.items}
      muted={data.muted}
      muting={mute.isPending}
      onMute={(muted) => mute.mutate(muted)}
      words={{
        heading: t('communityAnnouncements.received.heading'),
        mute: t('communityAnnouncements.received.mute'),
        muteHint: t('communityAnnouncements.received.muteHint'),
      }}
      headingId="community-announcements"
      className={className}
    />
  );
}
