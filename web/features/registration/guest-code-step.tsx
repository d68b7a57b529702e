import { Alert, Anchor, Button, Group, PinInput, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authLimits } from '../../../contract/auth.ts';
import { messageForError } from '../../api/error-message.ts';
import { showToast } from '../../components/ui/toast.tsx';
import { cleanCode, codeTimerAt, deadlinesFrom, formatCountdown, isCompleteCode } from './code-timer.ts';
import type { GuestCodeSent, GuestVerified } from './registration.api.ts';
import { useRequestGuestCode, useVerifyGuestEmail } from './registration.api.ts';
import classes from './registration.module.css';
import { useNow } from './use-now.ts';

export type SentGuestCode = { email: string; sent: GuestCodeSent; receivedAt: number };

type Props = { eventId: string; code: SentGuestCode; onResent: (code: SentGuestCode) => void; onVerified: (proof: GuestVerified) => void; onChangeEmail: () => void };

/** The emailed 6-digit code: a countdown, the expired state, and resend once a minute. */
export function GuestCodeStep({ eventId, code, onResent, onVerified, onChangeEmail }: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  const [value, setValue] = useState('');
  const timer = codeTimerAt(deadlinesFrom(code.sent, code.receivedAt), useNow());
  const verify = useVerifyGuestEmail(eventId);
  const resend = useRequestGuestCode(eventId);

  const submit = (entered: string) => {
    if (!isCompleteCode(entered) || timer.expired || verify.isPending) return;
    verify.mutate({ email: code.email, code: entered }, { onSuccess: onVerified, onError: () => setValue('') });
  };
  const again = () =>
    resend.mutate(code.email, {
      onSuccess: (sent) => {
        verify.reset();
        setValue('');
        onResent({ email: code.email, sent, receivedAt: Date.now() });
        showToast('success', t('registration.guest.resent'));
      },
    });
  const failure = verify.error ?? resend.error;

  return (
    <form
      noValidate
      className={classes.guestForm}
      onSubmit={(event) => {
        event.preventDefault();
        submit(value);
      }}
    >
      <Text>{t('registration.guest.sentTo', { email: code.email })}</Text>
      <Text id={labelId} fw={600} size="sm">
        {t('registration.guest.codeLabel')}
      </Text>
      <PinInput
        className={classes.pin}
        length={authLimits.codeLength}
        type="number"
        oneTimeCode
        size="lg"
        autoFocus
        value={value}
        disabled={timer.expired}
        error={Boolean(verify.error)}
        aria-labelledby={labelId}
        getInputProps={(index) => ({ 'aria-label': t('registration.guest.digit', { index: index + 1 }) })}
        onChange={(next) => {
          verify.reset();
          setValue(cleanCode(next));
        }}
        onComplete={submit}
      />
      {!timer.expired && (
        <Text size="sm" c="dimmed" ta="center" className={classes.timer}>
          {t('registration.guest.expiresIn', { time: formatCountdown(timer.secondsLeft) })}
        </Text>
      )}
      <div aria-live="polite">
        {timer.expired && (
          <Alert color="orange" icon={<IconClockExclamation size={18} aria-hidden />}>
            {t('registration.guest.expired')}
          </Alert>
        )}
      </div>
      {failure && (
        <Alert color="red" role="alert">
          {messageForError(failure, (key, options) => t(key, { ...options }))}
        </Alert>
      )}
      <Button type="submit" size="md" radius="xl" disabled={timer.expired || !isCompleteCode(value)} loading={verify.isPending}>
        {t('registration.guest.verify')}
      </Button>
      <Group justify="space-between" gap="xs">
        <Anchor component="button" type="button" size="sm" onClick={onChangeEmail}>
          {t('registration.guest.changeEmail')}
        </Anchor>
        <Button variant="subtle" size="compact-sm" disabled={!timer.canResend} loading={resend.isPending} className={classes.timer} onClick={again}>
          {timer.canResend ? t('registration.guest.resend') : t('registration.guest.resendIn', { time: formatCountdown(timer.resendSecondsLeft) })}
        </Button>
      </Group>
    </form>
  );
}
