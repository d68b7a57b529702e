import { Button, CloseButton } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../components/ui/toast.tsx';
import { useBulkDecision } from '../guests.api.ts';
import type { HostDecision } from '../guests.api.ts';
import classes from '../guests.module.css';
import type { Selection } from './use-selection.ts';

/** Floats over the list while guests are ticked: one decision for all of them (all or nothing). */
export function SelectionBar({ eventId, selection }: { eventId: string; selection: Selection }) {
  const { t } = useTranslation();
  const bulk = useBulkDecision(eventId);
  const count = selection.guests.length;
  if (count === 0) return null;

  const decide = (status: HostDecision) =>
    bulk.mutate(
      { ids: selection.guests.map((guest) => guest.id), status },
      {
        onSuccess: ({ items }) => {
          showToast('success', t(`guests.bulk.done.${status}`, { count: items.length }));
          selection.clear();
        },
      },
    );

  return (
    <div className={classes.selectionBar} role="region" aria-label={t('guests.bulk.label')}>
      <span className={classes.selectionCount} aria-live="polite">
        {t('guests.bulk.selected', { count })}
      </span>
      <div className={classes.selectionActions}>
        <Button
          size="xs"
          radius="xl"
          leftSection={<IconCheck size={14} aria-hidden />}
          loading={bulk.isPending && bulk.variables?.status === 'APPROVED'}
          disabled={bulk.isPending}
          onClick={() => decide('APPROVED')}
        >
          {t('guests.actions.APPROVED')}
        </Button>
        <Button
          size="xs"
          radius="xl"
          variant="white"
          color="red.9"
          leftSection={<IconX size={14} aria-hidden />}
          loading={bulk.isPending && bulk.variables?.status === 'REJECTED'}
          disabled={bulk.isPending}
          onClick={() => decide('REJECTED')}
        >
          {t('guests.actions.REJECTED')}
        </Button>
        <CloseButton
          size="sm"
          variant="transparent"
          className={classes.selectionClose}
          onClick={selection.clear}
          aria-label={t('guests.bulk.clear')}
        />
      </div>
    </div>
  );
}
