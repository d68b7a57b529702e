import { EmptyState } from '@mantine/core';
import { IconCalendarSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './events-empty-state.module.css';

/** Shown while no event is published; the list of events replaces it once they exist. */
export function EventsEmptyState({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={classes.frame}>
      <EmptyState size="lg" variant="light">
        <EmptyState.Indicator>
          <IconCalendarSearch size={30} aria-hidden />
        </EmptyState.Indicator>
        <EmptyState.Title order={2}>{t('events.empty.title')}</EmptyState.Title>
        <EmptyState.Description>{t('events.empty.description')}</EmptyState.Description>
        {children && <EmptyState.Actions>{children}</EmptyState.Actions>}
      </EmptyState>
    </div>
  );
}
