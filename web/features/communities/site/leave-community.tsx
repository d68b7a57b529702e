import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../../components/ui/toast.tsx';
import { useLeaveCommunity } from './community-site.api.ts';
import { useCommunity } from './use-community.ts';

/**
 * "Leave community" for a member, "Withdraw application" for an applicant: asks first, then ends
 * the membership or application, says so and goes to the community's home.
 */
export function LeaveCommunity({ action }: { action: 'leave' | 'withdraw' }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const navigate = useNavigate();
  const leave = useLeaveCommunity(community.id);
  const [opened, setOpened] = useState(false);
  const words = (key: string) => t(`communitySite.${action}.${key}`, { name: community.name });
  // The new state closes the page this button is on, so what follows cannot wait on its callbacks.
  const confirm = async () => {
    await leave.mutateAsync();
    showToast('success', words('done'));
    void navigate('/');
  };
  return (
    <>
      <Button variant="outline" color="red.9" radius="xl" onClick={() => setOpened(true)} data-testid={`${action}-community`}>
        {words('button')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={words('title')}
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': t('communitySite.leave.close') }}
      >
        <Text size="sm">{words('body')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" radius="xl" onClick={() => setOpened(false)}>
            {t('communitySite.leave.cancel')}
          </Button>
          <Button
            color="red.9"
            radius="xl"
            loading={leave.isPending}
            onClick={() => void confirm().catch(() => undefined)}
            data-testid={`${action}-confirm`}
          >
            {words('confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
