import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Warns before unsaved edits are lost: a dialog for links inside the app, the browser's own prompt
 * for reloads and closed tabs. `dirty` false (or saved) lets the page go.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('hackathonProjects.leave.title')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('hackathonProjects.close') }}
    >
      <Text c="gray.7">{t('hackathonProjects.leave.body')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t('hackathonProjects.leave.stay')}
        </Button>
        <Button color="red.9" onClick={() => blocker.proceed?.()}>
          {t('hackathonProjects.leave.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
