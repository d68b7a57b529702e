import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMuteByLink } from './received.api.ts';

/** `/announcements/mute?t=…`: a mail's mute link, done on arrival. */
export function MuteLinkPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const mute = useMuteByLink();
  const { mutate } = mute;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);
  return (
    <Container size="sm" py="xl">
      <title>{t('receivedAnnouncements.mutePage.documentTitle')}</title>
      <Stack>
        <Title order={1} size="h2">
          {t('receivedAnnouncements.mutePage.documentTitle').split(' · ')[0]}
        </Title>
        {mute.data && 'eventTitle' in mute.data ? (
          <>
            <Text data-testid="mute-done">{t('receivedAnnouncements.mutePage.done', { title: mute.data.eventTitle })}</Text>
            <Anchor component={Link} to={`/events/${mute.data.eventHandle}`}>
              {t('receivedAnnouncements.mutePage.toEvent')}
            </Anchor>
          </>
        ) : mute.data ? (
          <>
            <Text data-testid="mute-done">{t('receivedAnnouncements.mutePage.done', { title: mute.data.communityName })}</Text>
            <Anchor href={mute.data.communityUrl}>{t('receivedAnnouncements.mutePage.toCommunity')}</Anchor>
          </>
        ) : (
          <Text c="dimmed">{mute.isError ? t('errors.muteLinkInvalid') : t('receivedAnnouncements.mutePage.working')}</Text>
        )}
      </Stack>
    </Container>
  );
}
