import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '../../../components/ui/relative-time.tsx';
import { RichText } from '../../../components/rich-text/rich-text-view.tsx';
import { receivedCommunityAnnouncementsQuery, useSetCommunityMute } from './community-announcements.api.ts';

/** On the community's home, for members: what the managers sent me, and the switch that mutes them. */
export function ReceivedCommunityAnnouncements({ communityId, className }: { communityId: string; className?: string }) {
  const { t } = useTranslation();
  const received = useQuery(receivedCommunityAnnouncementsQuery(communityId));
  const mute = useSetCommunityMute(communityId);
  const data = received.data;
  if (!data || (data.items.length === 0 && !data.muted)) return null;
  return (
    <Stack
      gap="sm"
      component="section"
      className={className}
      aria-labelledby="community-announcements"
      data-testid="received-announcements"
    >
      <Title order={2} size="h4" id="community-announcements">
        {t('communityAnnouncements.received.heading')}
      </Title>
      {data.items.map((item) => (
        <Card key={item.id} withBorder radius="md" padding="sm" component="article">
          <Text fw={600}>{item.subject}</Text>
          <Text size="xs" c="dimmed">
            <RelativeTime iso={item.sentAt} />
          </Text>
          <RichText html={item.body} />
        </Card>
      ))}
      <Switch
        checked={data.muted}
        disabled={mute.isPending}
        onChange={(e) => mute.mutate(e.currentTarget.checked)}
        label={t('communityAnnouncements.received.mute')}
        description={t('communityAnnouncements.received.muteHint')}
      />
    </Stack>
  );
}
