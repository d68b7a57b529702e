import { Alert, Button, Group, Modal, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../../../../../contract/event-views.ts';
import { eventLimits, HandleSchema } from '../../../../../contract/events.ts';
import { messageForError } from '../../../../api/error-message.ts';
import { showToast } from '../../../../components/ui/toast.tsx';
import { formErrorsFromApi } from '../editor/event-form-validation.ts';
import { translateError } from '../editor/event-editor-context.tsx';
import { useChangeHandle } from '../event-management.api.ts';

type Props = { event: EventDetail; opened: boolean; onClose: () => void };

/** A new URL handle, after saying plainly that the old link will stop working. */
export function ChangeHandleModal({ event, opened, onClose }: Props) {
  const { t } = useTranslation();
  const [handle, setHandle] = useState(event.handle);
  const [error, setError] = useState<string | null>(null);
  const change = useChangeHandle(event.id);

  const close = () => {
    setHandle(event.handle);
    setError(null);
    onClose();
  };

  const submit = async () => {
    const parsed = HandleSchema.safeParse(handle);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'validation.invalid');
    if (parsed.data === event.handle) return close();
    try {
      await change.mutateAsync(parsed.data);
      showToast('success', t('eventManagement.toast.handleUpdated'));
      onClose();
    } catch (failure) {
      const fields = formErrorsFromApi(failure);
      setError(fields?.handle ?? messageForError(failure, (key, options) => t(key, { ...options })));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('eventManagement.handle.title')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('eventManagement.common.close') }}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} mb="md">
          {t('eventManagement.handle.warning', { url: `${window.location.host}/events/${event.handle}` })}
        </Alert>
        <TextInput
          label={t('eventManagement.handle.label')}
          description={t('eventManagement.handle.rules')}
          value={handle}
          maxLength={eventLimits.handleMax}
          onChange={(e) => {
            setHandle(e.currentTarget.value);
            setError(null);
          }}
          error={error ? translateError(error) : undefined}
          data-autofocus
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {t('eventManagement.common.cancel')}
          </Button>
          <Button type="submit" color="red.9" loading={change.isPending}>
            {t('eventManagement.handle.confirm')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
