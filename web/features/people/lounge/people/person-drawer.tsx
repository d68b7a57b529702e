import { Button, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCoffee } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../../session/session.ts';
import { personQuery } from '../lounge.api.ts';
import { useLoungeActions } from '../lounge-context.tsx';
import classes from '../lounge.module.css';
import { PersonAvatar } from '../../../../components/people/person-avatar.tsx';
import { PersonFacts } from '../../../../components/people/person-facts.tsx';
import { SaveButton } from './save-button.tsx';

/** A person's whole card, as they let me see it (full screen on a phone). */
export function PersonDrawer({ handle, onClose }: { handle: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { lounge, startChat } = useLoungeActions();
  const me = useCurrentUser();
  const phone = useMediaQuery('(max-width: 40em)');
  const person = useQuery({ ...personQuery(lounge.eventId, handle ?? ''), enabled: handle !== null });
  const card = person.data?.handle === handle ? person.data : undefined;
  return (
    <Drawer
      opened={handle !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 480}
      title={t('lounge.card.title')}
      closeButtonProps={{ 'aria-label': t('lounge.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {card ? (
        <Stack gap="md" data-testid="person-card">
          <Group wrap="nowrap" align="center">
            <PersonAvatar name={card.name} avatarUrl={card.avatarUrl} size={72} />
            <div className={classes.tileWho}>
              <Text fw={700} size="lg" className={classes.personName}>
                {card.name}
              </Text>
              <Text size="sm" c="dimmed">
                @{card.handle}
              </Text>
            </div>
            <SaveButton eventId={lounge.eventId} card={card} place="lounge_card" />
          </Group>
          <PersonFacts card={card} />
          {me?.id !== card.userId && (
            <Button radius="xl" leftSection={<IconCoffee size={18} aria-hidden />} onClick={() => startChat(card)}>
              {t('lounge.chat.open')}
            </Button>
          )}
        </Stack>
      ) : person.isError ? (
        <Text c="dimmed">{t('lounge.card.gone')}</Text>
      ) : (
        <Stack gap="sm" aria-hidden>
          <Skeleton circle height={72} />
          <Skeleton height={16} width="60%" radius="xl" />
          <Skeleton height={120} radius="md" mt="md" />
        </Stack>
      )}
    </Drawer>
  );
}
