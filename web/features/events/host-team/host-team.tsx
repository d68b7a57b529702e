import { Button, Group, Modal, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostTeamMember } from '../../../../contract/event-views.ts';
import type { EventRole } from '../../../../contract/events.ts';
import { can } from '../../../../contract/events.ts';
import { showToast } from '../../../components/ui/toast.tsx';
import { AddHostForm } from './add-host-form.tsx';
import { HostRow } from './host-row.tsx';
import { hostTeamQuery, useRemoveHost } from './host-team.api.ts';
import classes from './host-team.module.css';

/** The host team of an event: everyone on it sees it; only the owner adds, changes and removes. */
export function HostTeam({ eventId, myRole }: { eventId: string; myRole: EventRole | null }) {
  const { t } = useTranslation();
  const team = useQuery(hostTeamQuery(eventId));
  const remove = useRemoveHost(eventId);
  const [removing, setRemoving] = useState<HostTeamMember | null>(null);
  const canManage = can(myRole, 'manageHosts');

  const confirmRemove = async () => {
    if (!removing) return;
    await remove.mutateAsync(removing.userId);
    showToast('success', t('hostTeam.removed', { name: removing.name }));
    setRemoving(null);
  };

  return (
    <section className={classes.card} aria-labelledby="host-team-heading">
      <h2 id="host-team-heading" className={classes.title}>
        {t('hostTeam.title')}
      </h2>
      <p className={classes.description}>{t('hostTeam.description')}</p>
      {team.data ? (
        <ul className={classes.list} aria-label={t('hostTeam.listLabel')}>
          {team.data.map((member) => (
            <HostRow key={member.userId} eventId={eventId} member={member} canManage={canManage} onRemove={setRemoving} />
          ))}
        </ul>
      ) : (
        <Skeleton height={56} radius="md" />
      )}
      {canManage && <AddHostForm eventId={eventId} />}
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('hostTeam.removeTitle')}
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': t('hostTeam.close') }}
      >
        <Text size="sm">{t('hostTeam.removeBody', { name: removing?.name ?? '' })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setRemoving(null)}>
            {t('hostTeam.cancel')}
          </Button>
          <Button color="red.9" loading={remove.isPending} onClick={() => void confirmRemove().catch(() => undefined)}>
            {t('hostTeam.remove')}
          </Button>
        </Group>
      </Modal>
    </section>
  );
}
