import { Button, Drawer, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardLimits, coffeeChatChannels, ContactReplySchema } from '../../../../../contract/people.ts';
import type { CoffeeChatChannel, ContactReply, ContactRequest } from '../../../../../contract/people.ts';
import { useCurrentUser } from '../../../../session/session.ts';
import { StatusBadge } from '../../../../components/event/status-badge.tsx';
import { RelativeTime } from '../../../../components/ui/relative-time.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { contactsQuery, useDecideCoffeeChat } from '../lounge.api.ts';
import type { ContactDirection } from '../lounge.api.ts';
import classes from '../lounge.module.css';
import { PersonAvatar } from '../../../../components/people/person-avatar.tsx';

const statusTone = { PENDING: 'yellow', ACCEPTED: 'green', DECLINED: 'gray' } as const;

/** Accepting shares how the requester may reach me: a channel and a contact, emailed to them. */
function ReplyForm({
  request,
  onAccept,
  pending,
}: {
  request: ContactRequest;
  onAccept: (reply: ContactReply) => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const form = useForm<{ channel: CoffeeChatChannel; contact: string }>({
    mode: 'controlled',
    initialValues: { channel: 'EMAIL', contact: me?.email ?? '' },
    validate: (values) => {
      const result = ContactReplySchema.safeParse(values);
      if (result.success) return {};
      return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), t(issue.message)]));
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onAccept(values))} data-testid="coffee-chat-reply">
      <Stack gap={8} mt={4}>
        <Text size="sm">{t('lounge.chats.replyLead', { name: request.person.name })}</Text>
        <Select
          {...form.getInputProps('channel')}
          size="xs"
          label={t('lounge.chat.channel')}
          data={coffeeChatChannels.map((value) => ({ value, label: t(`lounge.chat.channels.${value}`) }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          onChange={(value) => {
            if (!value) return;
            form.setFieldValue('channel', value as CoffeeChatChannel);
            form.setFieldValue('contact', value === 'EMAIL' ? (me?.email ?? '') : '');
          }}
        />
        <TextInput
          {...form.getInputProps('contact')}
          size="xs"
          label={t(`lounge.chat.contactLabel.${form.values.channel}`)}
          maxLength={cardLimits.contact}
          required
        />
        <Group gap={8}>
          <Button type="submit" size="xs" radius="xl" loading={pending}>
            {t('lounge.chats.acceptAndShare')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RequestItem({ eventId, request }: { eventId: string; request: ContactRequest }) {
  const { t } = useTranslation();
  const decide = useDecideCoffeeChat(eventId);
  const [replying, setReplying] = useState(false);
  const answer = (decision: 'accept' | 'decline', reply?: ContactReply) =>
    decide.mutate(
      { requestId: request.id, decision, reply },
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
          <Text size="xs" c="gray.7">
            <RelativeTime iso={request.createdAt} />
          </Text>
          <Text size="sm" className={classes.chatMessage}>
            {request.message}
          </Text>
          {request.channel && request.contact ? (
            <Text size="sm" className={classes.chatMessage} data-testid="coffee-chat-contact">
              {t('lounge.chats.theirContact', {
                channel: t(`lounge.chat.channels.${request.channel}`),
                contact: request.contact,
              })}
            </Text>
          ) : (
            request.status === 'PENDING' && (
              <Text size="xs" c="dimmed">
                {t('lounge.chats.contactOnAccept')}
              </Text>
            )
          )}
          {request.direction === 'RECEIVED' && request.status === 'PENDING' && replying && (
            <ReplyForm request={request} pending={decide.isPending} onAccept={(reply) => answer('accept', reply)} />
          )}
          {request.direction === 'RECEIVED' && request.status === 'PENDING' && !replying && (
            <Group gap={8} mt={4}>
              <Button size="xs" radius="xl" onClick={() => setReplying(true)}>
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
