import { Checkbox, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMUNITY_ANNOUNCEMENT_TIMEZONE, type CommunityAudience } from '../../../../contract/community-announcements.ts';
import { MessageComposer } from '../announcements/message-composer.tsx';
import {
  communityAudienceCountQuery,
  useCreateCommunityAnnouncement,
  useSendTestCommunityAnnouncement,
} from './community-announcements.api.ts';

export type MemberType = { id: string; name: string };

/** The community's composer: members by type (none ticked: every member), the time in UTC. */
export function CommunityAnnouncementComposer({ communityId, memberTypes }: { communityId: string; memberTypes: MemberType[] }) {
  const { t } = useTranslation();
  const [types, setTypes] = useState<string[]>([]);
  const audience: CommunityAudience = types.length > 0 ? { joinTypeIds: types } : {};
  const count = useQuery(communityAudienceCountQuery(communityId, audience));
  const create = useCreateCommunityAnnouncement(communityId);
  const test = useSendTestCommunityAnnouncement(communityId);
  return (
    <MessageComposer
      timeZone={COMMUNITY_ANNOUNCEMENT_TIMEZONE}
      audienceReady
      countLabel={t('communityAnnouncements.compose.count', { count: count.data ?? 0 })}
      languageHint={t('communityAnnouncements.compose.languageHint')}
      bodyPlaceholder={t('communityAnnouncements.compose.bodyPlaceholder')}
      send={{
        isPending: create.isPending,
        mutate: (message, options) => create.mutate({ ...message, audience }, options),
      }}
      test={test}
      audience={
        <Checkbox.Group
          value={types}
          onChange={setTypes}
          label={t('communityAnnouncements.compose.memberTypes')}
          description={t('communityAnnouncements.compose.memberTypesHint')}
        >
          <Group mt={4}>
            {memberTypes.map((type) => (
              <Checkbox key={type.id} value={type.id} label={type.name} />
            ))}
          </Group>
        </Checkbox.Group>
      }
    />
  );
}
