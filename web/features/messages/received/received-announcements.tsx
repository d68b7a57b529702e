import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ReceivedAnnouncementList } from './received-announcement-list.tsx';
import { receivedAnnouncementsQuery, useSetMute } from './received.api.ts';

/** On the event page: what the hosts sent me, and the switch that mutes them. Nothing when nothing reached me. */
export function ReceivedAnnouncements({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const received = useQuery(receivedAnnouncementsQuery(eventId));
  const mute = useSetMute(eventId);
  const data = received.data;
  if (!data || (data.items.length === 0 && !data.muted)) return null;
  return (
    <ReceivedAnnouncementList
      items={data.items}
      muted={data.muted}
      muting={mute.isPending}
      onMute={(muted) => mute.mutate(muted)}
      words={{
        heading: t('receivedAnnouncements.heading'),
        mute: t('receivedAnnouncements.mute'),
        muteHint: t('receivedAnnouncements.muteHint'),
      }}
      headingId="received-announcements"
      mt="lg"
    />
  );
}
