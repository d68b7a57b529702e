import { Button, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EventList } from './event-list.tsx';
import { EventTabs } from './event-tabs.tsx';
import { myTabs } from './events.api.ts';
import type { MyTab } from './events.api.ts';
import { EventsEmptyState } from './events-empty-state.tsx';
import classes from './events.module.css';

/** `/events/my`: the events I go to or host. `newEvent` (the new-event button) is offered on Hosting. */
export function MyEvents({ tab, newEvent }: { tab: MyTab; newEvent?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container size="md" className={classes.page}>
      <title>{t('events.my.documentTitle')}</title>
      <header className={classes.headerRow}>
        <div>
          <Title order={1} className={classes.heading}>
            {t('events.my.heading')}
          </Title>
          <Text c="dimmed" size="lg">
            {t('events.my.lead')}
          </Text>
        </div>
        {newEvent}
      </header>
      <EventTabs tabs={myTabs} active={tab} label={t('events.tabs.label')}>
        <EventList
          scope="mine"
          tab={tab}
          empty={
            <EventsEmptyState title={t(`events.my.empty.${tab}.title`)} description={t(`events.my.empty.${tab}.description`)}>
              {tab === 'hosting' ? (
                newEvent
              ) : (
                <Button component={Link} to="/events" variant="light" radius="xl">
                  {t('events.my.browse')}
                </Button>
              )}
            </EventsEmptyState>
          }
        />
      </EventTabs>
    </Container>
  );
}
