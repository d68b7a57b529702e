import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { EventDetail } from '../../../../../contract/event-views.ts';
import { showToast } from '../../../../components/ui/toast.tsx';
import { useDeleteEvent } from '../event-management.api.ts';
import classes from './event-settings.module.css';

/** The owner deletes the event after typing its title: it cannot be undone. */
export function DeleteEvent({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteEvent(event.id);
  const deleted = useRef(false);
  const { forget } = remove;
  // The cached event is dropped only once the management pages have unmounted: dropped earlier, a page
  // still on screen during the navigation would fetch the deleted event again and fail.
  useEffect(
    () => () => {
      if (deleted.current) forget();
    },
    [forget],
  );

  const confirm = async () => {
    await remove.mutateAsync();
    deleted.current = true;
    showToast('success', t('eventManagement.toast.deleted'));
    await navigate('/events/my?tab=hosting', { replace: true });
  };

  return (
    <div className={classes.danger}>
      <div>
        <p className={classes.dangerTitle}>{t('eventManagement.settings.delete.title')}</p>
        <Text size="sm" c="dimmed">
          {t('eventManagement.settings.delete.description')}
        </Text>
      </div>
      <Button
        color="red"
        variant="light"
        radius="xl"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('eventManagement.settings.delete.action')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('eventManagement.settings.delete.confirmTitle')}
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': t('eventManagement.common.close') }}
      >
        <Text size="sm">{t('eventManagement.settings.delete.confirmBody', { title: event.title })}</Text>
        <TextInput
          mt="md"
          label={t('eventManagement.settings.delete.typeTitle')}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setOpened(false)}>
            {t('eventManagement.common.cancel')}
          </Button>
          <Button
            color="red.9"
            onClick={() => void confirm()}
            loading={remove.isPending}
            disabled={typed.trim() !== event.title.trim()}
          >
            {t('eventManagement.settings.delete.confirm')}
          </Button>
        </Group>
      </Modal>
    </div>
  );
}
