import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EventList } from './event-list.tsx';
import { EventTabs } from './event-tabs.tsx';
import { publicTabs } from './events.api.ts';
import type { PublicTab } from './events.api.ts';
import { EventsEmptyState } from './events-empty-state.tsx';
import classes from './events.module.css';

/** `/events`: upcoming public events, and a Past tab. `hostPrompt` is shown when there are none. */
export function PublicEvents({ tab, hostPrompt }: { tab: PublicTab; hostPrompt?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container size="md" className={classes.page}>
      <title>{t('events.documentTitle')}</title>
      <header className={classes.header}>
        <Title order={1} className={classes.heading}>
          {t('events.heading')}
        </Title>
        <Text c="dimmed" size="lg">
          {t('events.lead')}
        </Text>
      </header>
      <EventTabs tabs={publicTabs} active={tab} label={t('events.tabs.label')}>
        <EventList
          scope="public"
          tab={tab}
          empty={
            <EventsEmptyState title={t(`events.empty.${tab}.title`)} description={t(`events.empty.${tab}.description`)}>
              {tab === 'upcoming' && hostPrompt}
            </EventsEmptyState>
          }
        />
      </EventTabs>
    </Container>
  );
}
