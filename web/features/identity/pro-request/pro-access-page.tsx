import { Button, Code, Container, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../../../api/app-config.ts';
import { useSession } from '../../../session/session.ts';
import { ProAccessRequestPanel } from './pro-access-form.tsx';
import classes from './pro-access.module.css';

/**
 * `/pro-access`: what PRO access is, and a signed-in person's request for it, for a deployment
 * without an external request form (PRO_REQUEST_URL_* unset). The operators' command is shown only
 * on a development server: a visitor of a real site has no use for it.
 */
export function ProAccessPage() {
  const { t } = useTranslation();
  const { status, user } = useSession();
  const { environment } = useAppConfig();
  return (
    <Container size="sm" className={classes.page}>
      <title>{t('proAccess.documentTitle')}</title>
      <Stack gap="lg">
        <Title order={1} className={classes.title}>
          {t('proAccess.heading')}
        </Title>
        <Text size="lg">{t('proAccess.lead')}</Text>
        <section aria-labelledby="pro-access-what">
          <Title order={2} id="pro-access-what" size="h3">
            {t('proAccess.what.heading')}
          </Title>
          <List spacing="xs" mt="sm">
            <List.Item>{t('proAccess.what.events')}</List.Item>
            <List.Item>{t('proAccess.what.hackathons')}</List.Item>
            <List.Item>{t('proAccess.what.manage')}</List.Item>
          </List>
        </section>
        <section aria-labelledby="pro-access-how">
          <Title order={2} id="pro-access-how" size="h3">
            {t('proAccess.how.heading')}
          </Title>
          <List type="ordered" spacing="xs" mt="sm">
            <List.Item>
              {status === 'signed-in' && user ? t('proAccess.how.signedIn', { email: user.email }) : t('proAccess.how.signIn')}
            </List.Item>
            <List.Item>{t('proAccess.how.ask')}</List.Item>
            <List.Item>{t('proAccess.how.granted')}</List.Item>
          </List>
        </section>
        {status === 'signed-in' && user && <ProAccessRequestPanel user={user} />}
        {environment === 'development' && (
          <Text size="sm" c="dimmed">
            {t('proAccess.operator')} <Code>npm run cli -- pro-access:grant {user?.email ?? 'you@example.com'}</Code>
          </Text>
        )}
        <div className={classes.actions}>
          {status !== 'signed-in' && (
            <Button component={Link} to="/sign-in?redirect=%2Fpro-access" radius="xl">
              {t('proAccess.signInAction')}
            </Button>
          )}
          <Button
            component={Link}
            to="/events"
            radius="xl"
            variant="default"
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            {t('proAccess.browse')}
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
