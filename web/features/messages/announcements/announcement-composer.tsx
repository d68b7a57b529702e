import { Checkbox, Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announcementGuestStatuses, type AnnouncementAudience } from '../../../../contract/announcements.ts';
import type { EventDetail } from '../../../../contract/event-views.ts';
import { audienceCountQuery, useCreateAnnouncement, useSendTestAnnouncement } from './announcements.api.ts';
import { MessageComposer } from './message-composer.tsx';

/** The event's composer: the guests by status and check-in, and the time in the event's zone. */
export function AnnouncementComposer({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<string[]>(['APPROVED']);
  const [checkIn, setCheckIn] = useState<string | null>('ALL');

  const audience: AnnouncementAudience = {
    status: status as AnnouncementAudience['status'],
    ...(checkIn && checkIn !== 'ALL' ? { checkInStatus: checkIn as 'CHECKED_IN' | 'NOT_CHECKED_IN' } : {}),
  };
  const count = useQuery({ ...audienceCountQuery(event.id, audience), enabled: status.length > 0 });
  const create = useCreateAnnouncement(event.id);
  const test = useSendTestAnnouncement(event.id);

  return (
    <MessageComposer
      timeZone={event.timezone}
      audienceReady={status.length > 0}
      countLabel={t('announcements.compose.count', { count: status.length > 0 ? (count.data ?? 0) : 0 })}
      languageHint={t('announcements.compose.languageHint')}
      bodyPlaceholder={t('announcements.compose.bodyPlaceholder')}
      send={{
        isPending: create.isPending,
        mutate: (message, options) => create.mutate({ ...message, audience }, options),
      }}
      test={test}
      audience={
        <>
          <Checkbox.Group value={status} onChange={setStatus} label={t('announcements.compose.statuses')}>
            <Group mt={4}>
              {announcementGuestStatuses.map((s) => (
                <Checkbox key={s} value={s} label={t(`announcements.status.${s}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <Select
            label={t('announcements.compose.checkIn')}
            value={checkIn}
            onChange={setCheckIn}
            allowDeselect={false}
            data={[
              { value: 'ALL', label: t('announcements.checkIn.ALL') },
              { value: 'CHECKED_IN', label: t('announcements.checkIn.CHECKED_IN') },
              { value: 'NOT_CHECKED_IN', label: t('announcements.checkIn.NOT_CHECKED_IN') },
            ]}
          />
        </>
      }
    />
  );
}
