import { ActionIcon, Avatar, Button, Group, Modal, Skeleton, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Curation } from '../../../../../contract/community-people.ts';
import { readableInitialsColors } from '../../../../components/ui/initials-colors.ts';
import { showToast } from '../../../../components/ui/toast.tsx';
import { curationsQuery, useDeleteCuration } from '../community-console.api.ts';
import classes from '../community-console.module.css';
import { useConsoleCommunity } from '../console-context.tsx';
import { CurationModal } from './curation-modal.tsx';

/** Curated lists of members ("Mentors this month"): members see them on Home and Members. */
export function CurationsPage() {
  const { t } = useTranslation();
  const { community } = useConsoleCommunity();
  const curations = useQuery(curationsQuery(community.id));
  const remove = useDeleteCuration(community.id);
  const [editing, setEditing] = useState<Curation | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Curation | null>(null);
  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        showToast('success', t('communityConsole.curations.deleted', { title: deleting.title }));
        setDeleting(null);
      },
    });
  return (
    <section aria-labelledby="curations-heading" className={classes.card}>
      <title>{t('communityConsole.curations.documentTitle', { name: community.name })}</title>
      <Group justify="space-between" align="flex-start" mb="sm">
        <div className={classes.grow}>
          <h2 id="curations-heading" className={classes.cardTitle}>
            {t('communityConsole.curations.heading')}
          </h2>
          <p className={classes.meta}>{t('communityConsole.curations.lead')}</p>
        </div>
        <Button radius="xl" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('communityConsole.curations.new')}
        </Button>
      </Group>
      {!curations.data ? (
        <Skeleton height={64} radius="md" />
      ) : curations.data.length === 0 ? (
        <p className={classes.empty}>{t('communityConsole.curations.empty')}</p>
      ) : (
        <ul className={classes.list} aria-label={t('communityConsole.curations.listLabel')}>
          {curations.data.map((curation) => (
            <li key={curation.id} className={classes.row} data-testid="curation">
              <div className={classes.who}>
                <p className={classes.name}>{curation.title}</p>
                {curation.note && <p className={classes.meta}>{curation.note}</p>}
                <Avatar.Group mt={6}>
                  {curation.members.slice(0, 6).map((member) => (
                    <Tooltip key={member.userId} label={member.name} withArrow>
                      <Avatar
                        src={member.avatarUrl}
                        name={member.name}
                        color="initials"
                        allowedInitialsColors={readableInitialsColors}
                        radius="xl"
                        size={28}
                        alt={member.name}
                      />
                    </Tooltip>
                  ))}
                </Avatar.Group>
                <Text size="xs" c="gray.7" mt={4}>
                  {t('communityConsole.curations.memberCount', { count: curation.members.length })}
                </Text>
              </div>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('communityConsole.curations.editOf', { title: curation.title })}
                onClick={() => setEditing(curation)}
              >
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red.9"
                aria-label={t('communityConsole.curations.deleteOf', { title: curation.title })}
                onClick={() => setDeleting(curation)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </li>
          ))}
        </ul>
      )}
      {editing && <CurationModal curation={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('communityConsole.curations.deleteTitle')}
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': t('communityConsole.close') }}
      >
        <Text size="sm">{t('communityConsole.curations.deleteBody', { title: deleting?.title ?? '' })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {t('communityConsole.cancel')}
          </Button>
          <Button color="red.9" loading={remove.isPending} onClick={confirmDelete}>
            {t('communityConsole.curations.delete')}
          </Button>
        </Group>
      </Modal>
    </section>
  );
}
