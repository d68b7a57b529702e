import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Anyone not at the hackathon (404 G04002): what to do, and the way to the event page. */
export function HackathonDoor({ eventHandle }: { eventHandle: string }) {
  const { t } = useTranslation();
  return (
    <Container size={560} py={72} data-testid="hackathon-door">
      <title>{t('hackathonProjects.door.documentTitle')}</title>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          <IconLock size={34} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('hackathonProjects.door.title')}
        </Title>
        <Text size="lg">{t('hackathonProjects.door.message')}</Text>
        <Button component={Link} to={`/events/${eventHandle}`} size="md" radius="xl" mt="md">
          {t('hackathonProjects.door.toEvent')}
        </Button>
      </Stack>
    </Container>
  );
}
