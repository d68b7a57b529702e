import { Drawer, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EventRole } from '../../../../../contract/events.ts';
import { guestDetailQuery } from '../guests.api.ts';
import { GuestDetail } from './guest-detail.tsx';

type Props = { eventId: string; guestId: string | null; myRole: EventRole | null; onClose: () => void };

/** The guest's whole record beside the list (full screen on a phone). */
export function GuestDrawer({ eventId, guestId, myRole, onClose }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 40em)');
  const detail = useQuery({ ...guestDetailQuery(eventId, guestId ?? ''), enabled: guestId !== null });
  return (
    <Drawer
      opened={guestId !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 480}
      title={t('guests.detail.title')}
      closeButtonProps={{ 'aria-label': t('guests.detail.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {detail.data && detail.data.id === guestId ? (
        <GuestDetail eventId={eventId} guest={detail.data} myRole={myRole} />
      ) : (
        <Stack gap="sm" aria-hidden>
          <Skeleton circle height={56} />
          <Skeleton height={16} width="60%" radius="xl" />
          <Skeleton height={12} width="40%" radius="xl" />
          <Skeleton height={120} radius="md" mt="md" />
        </Stack>
      )}
    </Drawer>
  );
}
