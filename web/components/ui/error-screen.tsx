import { Button, Container, Group, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconLock,
  IconLockAccess,
  IconMapSearch,
  IconPlugConnectedX,
  IconServerBolt,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './error-screen.module.css';

export type ErrorScreenKind = 'notFound' | 'unauthorized' | 'forbidden' | 'apiDown' | 'internal' | 'unknown';

const screens: Record<ErrorScreenKind, { status: number | null; icon: ReactNode; retry: boolean }> = {
  notFound: { status: 404, icon: <IconMapSearch size={34} />, retry: false },
  unauthorized: { status: 401, icon: <IconLock size={34} />, retry: false },
  forbidden: { status: 403, icon: <IconLockAccess size={34} />, retry: false },
  apiDown: { status: 503, icon: <IconPlugConnectedX size={34} />, retry: true },
  internal: { status: 500, icon: <IconServerBolt size={34} />, retry: true },
  unknown: { status: null, icon: <IconAlertTriangle size={34} />, retry: true },
};

/** A full-page error: what happened, in plain words, and the way on. */
export function ErrorScreen({ kind }: { kind: ErrorScreenKind }) {
  const { t } = useTranslation();
  const { status, icon, retry } = screens[kind];
  const title = t(`errorScreens.${kind}.title`);
  return (
    <Container size={560} className={classes.screen}>
      <title>{t('errorScreens.documentTitle', { title })}</title>
      <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      {status !== null && (
        <Text className={classes.status} c="dimmed">
          {t('errorScreens.status', { status })}
        </Text>
      )}
      <Title order={1} className={classes.title}>
        {title}
      </Title>
      <Text c="dimmed" size="lg">
        {t(`errorScreens.${kind}.description`)}
      </Text>
      <Group justify="center" gap="sm" mt="md">
        {kind === 'unauthorized' && (
          <Button component={Link} to="/sign-in" size="md" radius="xl">
            {t('errorScreens.actions.signIn')}
          </Button>
        )}
        {retry && (
          <Button size="md" radius="xl" onClick={() => window.location.reload()}>
            {t('errorScreens.actions.retry')}
          </Button>
        )}
        <Button
          component={Link}
          to="/events"
          size="md"
          radius="xl"
          variant={kind === 'unauthorized' || retry ? 'default' : 'filled'}
        >
          {t('errorScreens.actions.events')}
        </Button>
      </Group>
    </Container>
  );
}
