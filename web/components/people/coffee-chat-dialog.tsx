import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCatalogue, isErrorCode } from '../../../contract/errors.ts';
import { cardLimits, coffeeChatChannels, ContactRequestFormSchema } from '../../../contract/people.ts';
import type { CoffeeChatChannel, ContactRequestForm, PersonCard } from '../../../contract/people.ts';
import type { UseMutationResult } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error.ts';
import { messageForError } from '../../api/error-message.ts';
import { trackEvent } from '../../analytics.ts';
import { showToast } from '../ui/toast.tsx';
import { useCurrentUser } from '../../session/session.ts';

type Values = { message: string; channel: CoffeeChatChannel; contact: string };

/** The words for a failed request: the catalogue's message for its code (self, pending already, the day's cap). */
function problemOf(error: unknown, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (isApiError(error) && isErrorCode(error.errorCode) && error.status < 500)
    return t(`errors.${errorCatalogue[error.errorCode].key}`);
  return messageForError(error, t);
}

/** The request call of a space (an event's lounge, a community); it shows its errors in the dialog, not as a toast. */
export type CoffeeChatSend = UseMutationResult<unknown, Error, { userId: string; form: ContactRequestForm }>;

type Props = {
  person: PersonCard | null;
  onClose: () => void;
  send: CoffeeChatSend;
  /** the analytics label of the contact click, e.g. `lounge_coffee_chat` */
  place: string;
  /**
   * Makes my card in one step (a space where I may have none yet): a request refused for want of
   * one (404 G04004) then offers to make it and send, the message kept as typed.
   */
  makeCard?: () => Promise<unknown>;
};

// The words are the lounge's (`lounge.chat.*`): one coffee chat, wherever it is asked for.

/** A coffee-chat request: a message (≤ 500), the channel I prefer and how to reach me there. */
export function CoffeeChatDialog({ person, onClose, send, place, makeCard }: Props) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const phone = useMediaQuery('(max-width: 40em)');
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { message: '', channel: 'EMAIL', contact: me?.email ?? '' },
    validate: (values) => {
      const result = ContactRequestFormSchema.safeParse(values);
      if (result.success) return {};
      return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), t(issue.message)]));
    },
  });
  const { reset } = send;
  const personId = person?.userId;
  const [making, setMaking] = useState<{ pending: boolean; error: unknown }>({ pending: false, error: null });
  useEffect(() => {
    reset();
  }, [personId, reset]);
  const needsCard = makeCard !== undefined && isApiError(send.error) && send.error.errorCode === 'G04004';

  const submit = (values: Values) => {
    if (!person || !me) return;
    trackEvent('contact_click', {
      category: 'Networking',
      label: place,
      initiator_id: me.id,
      target_id: person.userId,
      networking_type: values.channel,
    });
    send.mutate(
      { userId: person.userId, form: values },
      {
        onSuccess: () => {
          showToast('success', t('lounge.chat.sent', { name: person.name }));
          form.reset();
          onClose();
        },
      },
    );
  };

  const makeCardAndSend = async () => {
    if (!makeCard) return;
    setMaking({ pending: true, error: null });
    try {
      await makeCard();
    } catch (error) {
      setMaking({ pending: false, error });
      return;
    }
    setMaking({ pending: false, error: null });
    submit(form.values);
  };

  return (
    <Modal
      opened={person !== null}
      onClose={onClose}
      title={person ? t('lounge.chat.title', { name: person.name }) : ''}
      centered
      fullScreen={phone}
      size="lg"
      closeButtonProps={{ 'aria-label': t('lounge.close') }}
    >
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('lounge.chat.lead')}
          </Text>
          <Textarea
            {...form.getInputProps('message')}
            label={t('lounge.chat.message')}
            description={t('lounge.chat.counter', { count: form.values.message.length, max: cardLimits.message })}
            maxLength={cardLimits.message}
            autosize
            minRows={4}
            required
          />
          <Select
            {...form.getInputProps('channel')}
            label={t('lounge.chat.channel')}
            data={coffeeChatChannels.map((value) => ({ value, label: t(`lounge.chat.channels.${value}`) }))}
            allowDeselect={false}
            onChange={(value) => {
              if (!value) return;
              form.setFieldValue('channel', value as CoffeeChatChannel);
              form.setFieldValue('contact', value === 'EMAIL' ? (me?.email ?? '') : '');
            }}
          />
          <TextInput
            {...form.getInputProps('contact')}
            label={t(`lounge.chat.contactLabel.${form.values.channel}`)}
            maxLength={cardLimits.contact}
            required
          />
          {needsCard ? (
            <Alert color="blue" role="alert" data-testid="chat-needs-card">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{t('lounge.chat.needsCard')}</Text>
                {making.error !== null && (
                  <Text size="sm" c="red">
                    {problemOf(making.error, (key, options) => t(key, { ...options }))}
                  </Text>
                )}
                <Button radius="xl" size="sm" loading={making.pending || send.isPending} onClick={() => void makeCardAndSend()}>
                  {t('lounge.chat.makeCardAndSend')}
                </Button>
              </Stack>
            </Alert>
          ) : (
            send.isError && (
              <Alert color="red" role="alert" data-testid="chat-error">
                {problemOf(send.error, (key, options) => t(key, { ...options }))}
              </Alert>
            )
          )}
          <Group justify="flex-end">
            <Button variant="default" radius="xl" onClick={onClose}>
              {t('lounge.cancel')}
            </Button>
            <Button type="submit" radius="xl" loading={send.isPending}>
              {t('lounge.chat.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
