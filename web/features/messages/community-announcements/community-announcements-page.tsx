import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CommunityAnnouncement } from '../../../../contract/community-announcements.ts';
import { HistoryList } from '../announcements/history-list.tsx';
import { CommunityAnnouncementComposer, type MemberType } from './community-announcement-composer.tsx';
import { communityHistoryQuery, useCancelCommunityAnnouncement } from './community-announcements.api.ts';

/** The console's Announcements: write to the members, and what was sent. */
export function CommunityAnnouncementsPage({ community }: { community: { id: string; name: string; joinTypes: MemberType[] } }) {
  const { t } = useTranslation();
  const history = useQuery(communityHistoryQuery(community.id));
  const cancel = useCancelCommunityAnnouncement(community.id);
  const typeName = new Map(community.joinTypes.map((type) => [type.id, type.name]));
  const describe = (item: CommunityAnnouncement) =>
    t('communityAnnouncements.history.audience', {
      types: item.audience.joinTypeIds?.length
        ? item.audience.joinTypeIds.map((id) => typeName.get(id) ?? '—').join(', ')
        : t('communityAnnouncements.history.everyone'),
    });
  return (
    <Stack gap="xl">
      <title>{t('communityAnnouncements.documentTitle', { name: community.name })}</title>
      <div>
        <Title order={2} size="h2">
          {t('announcements.heading')}
        </Title>
        <Text c="dimmed">{t('communityAnnouncements.lead')}</Text>
      </div>
      <CommunityAnnouncementComposer communityId={community.id} memberTypes={community.joinTypes} />
      <HistoryList items={history.data} describeAudience={describe} cancel={cancel} />
    </Stack>
  );
}
