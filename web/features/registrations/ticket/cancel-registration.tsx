import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { RegistrationLabel } from '../../../../contract/registrations.ts';
import { showToast } from '../../../components/ui/toast.tsx';
import { useCancelRegistration } from './ticket.api.ts';
import classes from './ticket.module.css';

/** Cancel, after saying what it means; a seat given back goes to the first on the waitlist. */
export function CancelRegistration({
  eventId,
  guestToken,
  label,
}: {
  eventId: string;
  guestToken: string | null;
  label: RegistrationLabel;
}) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const cancel = useCancelRegistration(eventId, guestToken);
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        close();
        showToast('success', t('ticket.cancel.done'));
      },
    });
  return (
    <>
      <Button variant="subtle" color="red" radius="xl" onClick={open}>
        {t('ticket.cancel.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('ticket.cancel.title')}
        centered
        radius="lg"
        classNames={{ title: classes.modalTitle }}
        closeButtonProps={{ 'aria-label': t('ticket.close') }}
      >
        <Text size="sm">{t(label === 'WAITLIST' ? 'ticket.cancel.bodyWaitlist' : 'ticket.cancel.body')}</Text>
        <Group justify="flex-end" mt="xl" gap="sm">
          <Button variant="default" radius="xl" onClick={close}>
            {t('ticket.cancel.keep')}
          </Button>
          <Button color="red.9" radius="xl" loading={cancel.isPending} onClick={confirm}>
            {t('ticket.cancel.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
