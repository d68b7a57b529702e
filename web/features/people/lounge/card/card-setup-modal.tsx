import { Modal, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cardDraftQuery } from '../lounge.api.ts';
import { CardForm } from './card-form.tsx';

/** Making my card, pre-filled from my profile and my answers to this event's registration form. */
export function CardSetupModal({ eventId, opened, onClose }: { eventId: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 40em)');
  const draft = useQuery({ ...cardDraftQuery(eventId), enabled: opened });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('lounge.card.createTitle')}
      fullScreen={phone}
      size="xl"
      closeButtonProps={{ 'aria-label': t('lounge.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {draft.data ? (
        <CardForm eventId={eventId} source={draft.data} mode="create" onDone={onClose} />
      ) : (
        <Stack gap="sm" aria-hidden>
          <Skeleton height={36} radius="md" />
          <Skeleton height={80} radius="md" />
          <Skeleton height={36} radius="md" />
        </Stack>
      )}
    </Modal>
  );
}
