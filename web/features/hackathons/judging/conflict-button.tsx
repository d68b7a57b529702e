import { Button, Group, Modal, Text } from '@mantine/core';
import { IconUserExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../../components/ui/toast.tsx';
import { useDeclareConflict } from './hackathon-judging.api.ts';

/** A judge who knows the team too well says so before scoring: the project leaves their queue. */
export function ConflictButton({ eventId, projectId, title }: { eventId: string; projectId: string; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const declare = useDeclareConflict(eventId);
  const [confirming, setConfirming] = useState(false);
  const confirm = () =>
    declare.mutate(projectId, {
      onSuccess: () => {
        showToast('success', t('hackathonJudging.conflict.declared', { title }));
        void navigate('.', { replace: true });
      },
      onSettled: () => setConfirming(false),
    });
  return (
    <>
      <Button
        variant="default"
        size="compact-sm"
        leftSection={<IconUserExclamation size={16} aria-hidden />}
        onClick={() => setConfirming(true)}
      >
        {t('hackathonJudging.conflict.declare')}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('hackathonJudging.conflict.title')}
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': t('hackathonJudging.close') }}
      >
        <Text size="sm">{t('hackathonJudging.conflict.body', { title })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('hackathonJudging.cancel')}
          </Button>
          <Button color="red.9" loading={declare.isPending} onClick={confirm}>
            {t('hackathonJudging.conflict.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
