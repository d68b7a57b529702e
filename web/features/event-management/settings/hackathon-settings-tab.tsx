import { EmptyState } from '@mantine/core';
import { IconCode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../../../../contract/event-views.ts';

/** Hackathon mode, tracks and deadlines arrive with the hackathon feature; until then this says so. */
export function HackathonSettingsTab({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  return (
    <EmptyState variant="light">
      <EmptyState.Indicator>
        <IconCode size={28} aria-hidden />
      </EmptyState.Indicator>
      <EmptyState.Title order={2}>{t('eventManagement.settings.hackathon.title')}</EmptyState.Title>
      <EmptyState.Description>
        {t(event.type === 'HACKATHON' ? 'eventManagement.settings.hackathon.isHackathon' : 'eventManagement.settings.hackathon.comingSoon')}
      </EmptyState.Description>
    </EmptyState>
  );
}
