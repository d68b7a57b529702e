import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../components/ui/logo.tsx';
import classes from './in-app-browser-gate.module.css';

/**
 * Shown inside KakaoTalk while the page is being reopened in the phone's browser. The button
 * retries the same link; "continue" renders the app here instead.
 */
export function InAppBrowserGate({ url, children }: { url: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [stay, setStay] = useState(false);
  if (stay) return children;
  return (
    <main className={classes.screen}>
      <title>{t('inAppBrowser.documentTitle')}</title>
      <Paper className={classes.card} radius="lg" shadow="md" withBorder>
        <Stack align="center" gap="md">
          <LogoMark size={56} />
          <Title order={1} className={classes.title}>
            {t('inAppBrowser.title')}
          </Title>
          <Text c="dimmed">{t('inAppBrowser.description')}</Text>
          <Button component="a" href={url} size="lg" fullWidth leftSection={<IconExternalLink size={20} aria-hidden />}>
            {t('inAppBrowser.open')}
          </Button>
          <Button variant="subtle" color="dark" onClick={() => setStay(true)}>
            {t('inAppBrowser.stay')}
          </Button>
        </Stack>
      </Paper>
    </main>
  );
}
