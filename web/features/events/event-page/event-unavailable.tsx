import { Button, Container, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './event-page.module.css';

/**
 * A 404 from the event page: drafts, deleted events, handles that changed. The API answers all of
 * them alike (so a draft's existence is not told), and the screen says both things a visitor needs
 * to know. A member-only event opened from outside its community has its own door (members-only-door.tsx).
 */
export function EventUnavailable() {
  const { t } = useTranslation();
  return (
    <Container size={560} className={classes.unavailable}>
      <title>{t('eventPage.unavailable.documentTitle')}</title>
      <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
        <IconCalendarOff size={34} />
      </ThemeIcon>
      <Title order={1} className={classes.unavailableTitle}>
        {t('eventPage.unavailable.title')}
      </Title>
      <Text size="lg" fw={600} data-testid="event-access-refused">
        {t('errors.noAccess')}
      </Text>
      <Text c="dimmed" size="lg">
        {t('eventPage.unavailable.description')}
      </Text>
      <Button component={Link} to="/events" size="md" radius="xl" mt="md">
        {t('eventPage.unavailable.browse')}
      </Button>
    </Container>
  );
}
