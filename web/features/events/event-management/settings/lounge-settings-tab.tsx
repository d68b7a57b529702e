import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../../../../../contract/event-views.ts';
import { showToast } from '../../../../components/ui/toast.tsx';
import { useUpdateEvent } from '../event-management.api.ts';
import { SettingsCard } from './settings-card.tsx';

/** The networking lounge, on or off; it opens to registered (and, when required, approved) guests. */
export function LoungeSettingsTab({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const update = useUpdateEvent(event.id);
  const toggle = async (loungeEnabled: boolean) => {
    await update.mutateAsync({ loungeEnabled });
    showToast('success', t('eventManagement.toast.saved'));
  };
  return (
    <SettingsCard
      title={t('eventManagement.settings.lounge.title')}
      description={t('eventManagement.settings.lounge.description')}
    >
      <Switch
        label={t('eventManagement.settings.lounge.toggle')}
        description={t(
          event.approvalRequired
            ? 'eventManagement.settings.lounge.approvedOnly'
            : 'eventManagement.settings.lounge.registeredOnly',
        )}
        checked={update.isPending ? Boolean(update.variables?.loungeEnabled) : event.loungeEnabled}
        onChange={(e) => void toggle(e.currentTarget.checked).catch(() => undefined)}
        disabled={update.isPending}
      />
    </SettingsCard>
  );
}
