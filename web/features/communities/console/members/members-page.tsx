import { Alert, Button, Group, Modal, Skeleton, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { communityLimits } from '../../../../../contract/communities.ts';
import type { ConsoleMember } from '../../../../../contract/communities.ts';
import { messageForError } from '../../../../api/error-message.ts';
import { SearchBox } from '../../../../components/ui/search-box.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { consoleMembersQuery, useRemoveMember } from '../community-console.api.ts';
import classes from '../community-console.module.css';
import { useConsoleCommunity } from '../console-context.tsx';
import { MemberRow } from './member-row.tsx';
import { TransferOwnershipDialog } from './transfer-ownership-dialog.tsx';

/** Approved members with their roles: change a role, remove someone, and for the owner, hand the community over. */
export function MembersPage() {
  const { t } = useTranslation();
  const { community } = useConsoleCommunity();
  const [settled, setSettled] = useState('');
  const list = useInfiniteQuery(consoleMembersQuery(community.id, settled));
  const members = list.data?.pages.flatMap((page) => page.items) ?? [];
  const remove = useRemoveMember(community.id);
  const [removing, setRemoving] = useState<ConsoleMember | null>(null);
  const [handingTo, setHandingTo] = useState<ConsoleMember | null>(null);
  const close = () => {
    setRemoving(null);
    remove.reset();
  };
  const confirm = () => {
    if (!removing) return;
    remove.mutate(removing.user.id, {
      onSuccess: () => {
        showToast('success', t('communityConsole.members.removed', { name: removing.user.name }));
        close();
      },
    });
  };
  return (
    <section aria-labelledby="members-heading" className={classes.card}>
      <title>{t('communityConsole.members.documentTitle', { name: community.name })}</title>
      <h2 id="members-heading" className={classes.cardTitle}>
        {t('communityConsole.members.heading')}
      </h2>
      <SearchBox
        onSearch={setSettled}
        debounceMs={300}
        maxLength={communityLimits.search}
        label={t('communityConsole.members.search')}
        placeholder={t('communityConsole.members.searchPlaceholder')}
      />
      {list.isPending ? (
        <Skeleton height={64} radius="md" mt="md" />
      ) : members.length === 0 ? (
        <p className={classes.empty}>{t('communityConsole.members.empty')}</p>
      ) : (
        <ul className={classes.list} aria-label={t('communityConsole.members.listLabel')}>
          {members.map((member) => (
            <MemberRow key={member.user.id} member={member} onRemove={setRemoving} onMakeOwner={setHandingTo} />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button variant="default" radius="xl" mt="md" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('communityConsole.more')}
        </Button>
      )}
      <Modal
        opened={removing !== null}
        onClose={close}
        title={t('communityConsole.members.removeTitle')}
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': t('communityConsole.close') }}
      >
        <Text size="sm">{t('communityConsole.members.removeBody', { name: removing?.user.name ?? '' })}</Text>
        {remove.error && (
          <Alert color="red" role="alert" mt="md">
            {messageForError(remove.error, (key, options) => t(key, { ...options }))}
          </Alert>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {t('communityConsole.cancel')}
          </Button>
          <Button color="red.9" loading={remove.isPending} onClick={confirm}>
            {t('communityConsole.members.remove')}
          </Button>
        </Group>
      </Modal>
      <TransferOwnershipDialog member={handingTo} onClose={() => setHandingTo(null)} />
    </section>
  );
}
