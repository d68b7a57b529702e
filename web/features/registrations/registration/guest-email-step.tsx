import { Alert, Button, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckEmailSchema } from '../../../../contract/registration-views.ts';
import { messageForError } from '../../../api/error-message.ts';
import type { GuestCodeSent } from './registration.api.ts';
import { useRequestGuestCode } from './registration.api.ts';
import classes from './registration.module.css';

type Props = { eventId: string; initialEmail: string; onSent: (email: string, sent: GuestCodeSent) => void };

/** A non-member's first step: the address the code goes to (checked with the API's own schema). */
export function GuestEmailStep({ eventId, initialEmail, onSent }: Props) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const request = useRequestGuestCode(eventId);

  const send = () => {
    const parsed = CheckEmailSchema.safeParse({ email });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'validation.invalidEmailAddress'));
      return;
    }
    request.mutate(parsed.data.email, { onSuccess: (sent) => onSent(parsed.data.email, sent) });
  };

  return (
    <form
      noValidate
      className={classes.guestForm}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <TextInput
        label={t('registration.guest.email')}
        description={t('registration.guest.emailHint')}
        type="email"
        autoComplete="email"
        size="md"
        leftSection={<IconMail size={18} aria-hidden />}
        value={email}
        error={error}
        onChange={(event) => {
          setEmail(event.currentTarget.value);
          setError(null);
        }}
        autoFocus
      />
      {request.error && (
        <Alert color="red" role="alert">
          {messageForError(request.error, (key, options) => t(key, { ...options }))}
        </Alert>
      )}
      <Button type="submit" size="md" radius="xl" loading={request.isPending}>
        {t('registration.guest.sendCode')}
      </Button>
    </form>
  );
}
