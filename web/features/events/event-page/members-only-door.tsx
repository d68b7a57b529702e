import { Button, Container, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { eventDoorQuery } from './event-page.api.ts';
import classes from './event-page.module.css';
import { EventUnavailable } from './event-unavailable.tsx';

/**
 * A member-only event opened by someone outside its community (403 G20300): whose event it is and
 * what to do (apply, or sign in for a member who is signed out). Nothing of the event is shown.
 */
export function MembersOnlyDoor({ handle, signedIn }: { handle: string; signedIn: boolean }) {
  const { t } = useTranslation();
  const door = useQuery(eventDoorQuery(handle));
  if (door.isPending) return <Spinner />;
  if (!door.data) return <EventUnavailable />;
  const { community } = door.data;
  return (
    <Container size={560} className={classes.unavailable} data-testid="members-only-door">
      <title>{t('eventPage.membersOnly.documentTitle')}</title>
      <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
        <IconLock size={34} />
      </ThemeIcon>
      <Title order={1} className={classes.unavailableTitle}>
        {t('eventPage.membersOnly.title')}
      </Title>
      <Text size="lg" fw={600}>
        {t('eventPage.membersOnly.forMembers', { community: community.name })}
      </Text>
      <Text c="dimmed" size="lg">
        {t(signedIn ? 'eventPage.membersOnly.applyHint' : 'eventPage.membersOnly.signInHint')}
      </Text>
      <Group justify="center" mt="md">
        <Button component="a" href={`${community.url}/apply`} size="md" radius="xl">
          {t('eventPage.membersOnly.apply', { community: community.name })}
        </Button>
        {!signedIn && (
          <Button
            component={Link}
            to={`/sign-in?redirect=${encodeURIComponent(`/events/${handle}`)}`}
            variant="default"
            size="md"
            radius="xl"
          >
            {t('eventPage.membersOnly.signIn')}
          </Button>
        )}
      </Group>
    </Container>
  );
}
