import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EventsEmptyState } from '../features/events/events-empty-state.tsx';
import { RequestDemoButton } from '../features/pro-request/request-demo-button.tsx';
import classes from './events.module.css';

/** `/events`: the public list of events; empty until events can be published. */
export function EventsPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" className={classes.page}>
      <title>{t('events.documentTitle')}</title>
      <header className={classes.header}>
        <Title order={1} className={classes.heading}>
          {t('events.heading')}
        </Title>
        <Text c="dimmed" size="lg">
          {t('events.lead')}
        </Text>
      </header>
      <EventsEmptyState>
        <Text size="sm" c="dimmed">
          {t('events.hostPrompt')}
        </Text>
        <RequestDemoButton variant="light" radius="xl" />
      </EventsEmptyState>
    </Container>
  );
}
