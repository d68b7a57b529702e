import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConsoleMember } from '../../../../../contract/communities.ts';
import { messageForError } from '../../../../api/error-message.ts';
import { showToast } from '../../../../components/ui/toast.tsx';
import { useTransferOwnership } from '../community-console.api.ts';
import { useConsoleCommunity } from '../console-context.tsx';

type Props = { member: ConsoleMember | null; onClose: () => void };

/** Asks the owner before handing the community to `member`; the owner stays on as a manager. */
export function TransferOwnershipDialog({ member, onClose }: Props) {
  const { t } = useTranslation();
  const { community } = useConsoleCommunity();
  const transfer = useTransferOwnership(community.id);
  const close = () => {
    transfer.reset();
    onClose();
  };
  const confirm = () => {
    if (!member) return;
    transfer.mutate(member.user.id, {
      onSuccess: () => {
        showToast('success', t('communityConsole.members.ownerChanged', { name: member.user.name, community: community.name }));
        close();
      },
    });
  };
  return (
    <Modal
      opened={member !== null}
      onClose={close}
      title={t('communityConsole.members.makeOwnerTitle')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('communityConsole.close') }}
    >
      <Text size="sm">
        {t('communityConsole.members.makeOwnerBody', { name: member?.user.name ?? '', community: community.name })}
      </Text>
      {transfer.error && (
        <Alert color="red" role="alert" mt="md">
          {messageForError(transfer.error, (key, options) => t(key, { ...options }))}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          {t('communityConsole.cancel')}
        </Button>
        <Button loading={transfer.isPending} onClick={confirm}>
          {t('communityConsole.members.makeOwner')}
        </Button>
      </Group>
    </Modal>
  );
}
