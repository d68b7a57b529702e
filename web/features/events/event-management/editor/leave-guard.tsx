import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useEventEditor } from './event-editor-context.tsx';

/**
 * Warns before unsaved changes are lost: a dialog for links inside the app (moving between the
 * editor and its preview is not leaving), the browser's own prompt for reloads and closed tabs.
 */
export function LeaveGuard({ stayWithin }: { stayWithin: string }) {
  const { t } = useTranslation();
  const { form, leaving } = useEventEditor();
  const dirty = form.isDirty();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current &&
      form.isDirty() &&
      currentLocation.pathname !== nextLocation.pathname &&
      !nextLocation.pathname.startsWith(stayWithin),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, leaving]);

  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('eventManagement.editor.leave.title')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('eventManagement.common.close') }}
    >
      <Text c="dimmed">{t('eventManagement.editor.leave.body')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t('eventManagement.editor.leave.stay')}
        </Button>
        <Button color="red.9" onClick={() => blocker.proceed?.()}>
          {t('eventManagement.editor.leave.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
