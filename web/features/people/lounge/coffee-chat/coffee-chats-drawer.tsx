import { Button, Drawer, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactRequest } from '../../../../../contract/people.ts';
import { StatusBadge } from '../../../../components/event/status-badge.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { contactsQuery, useDecideCoffeeChat } from '../lounge.api.ts';
import type { ContactDirection } from '../lounge.api.ts';
import classes from '../lounge.module.css';
import { PersonAvatar } from '../../../../components/people/person-avatar.tsx';

const statusTone = { PENDING: 'yellow', ACCEPTED: 'green', DECLINED: 'gray' } as const;

function RequestItem({ eventId, request }: { eventId: string; request: ContactRequest }) {
  const { t } = useTranslation();
  const decide = useDecideCoffeeChat(eventId);
  const answer = (decision: 'accept' | 'decline') =>
    decide.mutate(
      { requestId: request.id, decision },
      {
        onSuccess: () =>
          showToast(
            'success',
            t(decision === 'accept' ? 'lounge.chats.acceptedToast' : 'lounge.chats.declinedToast', { name: request.person.name }),
          ),
      },
    );
  return (
    <li className={classes.chat} data-testid="coffee-chat">
      <Group wrap="nowrap" align="flex-start">
        <PersonAvatar name={request.person.name} avatarUrl={request.person.avatarUrl} size={40} />
        <Stack gap={4} className={classes.chatBody}>
          <Group gap={8} justify="space-between">
            <Text fw={600} className={classes.personName}>
              {request.person.name}
            </Text>
            <StatusBadge tone={statusTone[request.status]} size="sm">
              {t(`lounge.chats.status.${request.status}`)}
            </StatusBadge>
          </Group>
          <Text size="sm" className={classes.chatMessage}>
            {request.message}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`lounge.chat.channels.${request.channel}`)}: {request.contact}
          </Text>
          {request.direction === 'RECEIVED' && request.status === 'PENDING' && (
            <Group gap={8} mt={4}>
              <Button
                size="xs"
                radius="xl"
                onClick={() => answer('accept')}
                loading={decide.isPending && decide.variables?.decision === 'accept'}
              >
                {t('lounge.chats.accept')}
              </Button>
              <Button
                size="xs"
                radius="xl"
                variant="default"
                onClick={() => answer('decline')}
                loading={decide.isPending && decide.variables?.decision === 'decline'}
              >
                {t('lounge.chats.decline')}
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
    </li>
  );
}

/** The coffee chats of this lounge: the ones I received (to accept or decline) and the ones I sent. */
export function CoffeeChatsDrawer({ eventId, opened, onClose }: { eventId: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 40em)');
  const [direction, setDirection] = useState<ContactDirection>('RECEIVED');
  const chats = useInfiniteQuery({ ...contactsQuery(eventId, direction), enabled: opened });
  const items = chats.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 480}
      title={t('lounge.chats.title')}
      closeButtonProps={{ 'aria-label': t('lounge.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          radius="xl"
          value={direction}
          onChange={(value) => setDirection(value)}
          data={[
            { value: 'RECEIVED', label: t('lounge.chats.received') },
            { value: 'SENT', label: t('lounge.chats.sent') },
          ]}
          aria-label={t('lounge.chats.title')}
        />
        {chats.isPending ? (
          <Spinner />
        ) : items.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {t(direction === 'RECEIVED' ? 'lounge.chats.noneReceived' : 'lounge.chats.noneSent')}
          </Text>
        ) : (
          <ul className={classes.chats} aria-label={t(direction === 'RECEIVED' ? 'lounge.chats.received' : 'lounge.chats.sent')}>
            {items.map((request) => (
              <RequestItem key={request.id} eventId={eventId} request={request} />
            ))}
          </ul>
        )}
        {chats.hasNextPage && (
          <Button variant="default" radius="xl" loading={chats.isFetchingNextPage} onClick={() => void chats.fetchNextPage()}>
            {t('lounge.loadMore')}
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
