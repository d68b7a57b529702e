import { Button, Container, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './lounge.module.css';

/** Anyone the lounge does not let in (404 G04002): what to do, and the way to the event page. */
export function LoungeDoor({ eventHandle }: { eventHandle: string }) {
  const { t } = useTranslation();
  return (
    <Container size={560} className={classes.door} data-testid="lounge-door">
      <title>{t('lounge.door.documentTitle')}</title>
      <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
        <IconLock size={34} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {t('lounge.door.title')}
      </Title>
      <Text size="lg">{t('lounge.door.message')}</Text>
      <Button component={Link} to={`/events/${eventHandle}`} size="md" radius="xl" mt="md">
        {t('lounge.door.toEvent')}
      </Button>
    </Container>
  );
}
