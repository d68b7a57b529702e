import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageForError } from '../../../api/error-message.ts';
import { CodeEntry } from '../../../components/ui/code-entry.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { cleanCode, codeTimerAt, deadlinesFrom, formatCountdown, isCompleteCode } from '../../../components/ui/code-timer.ts';
import type { GuestCodeSent, GuestVerified } from './registration.api.ts';
import { useRequestGuestCode, useVerifyGuestEmail } from './registration.api.ts';
import classes from './registration.module.css';
import { useNow } from '../../../components/ui/use-now.ts';

export type SentGuestCode = { email: string; sent: GuestCodeSent; receivedAt: number };

type Props = {
  eventId: string;
  code: SentGuestCode;
  onResent: (code: SentGuestCode) => void;
  onVerified: (proof: GuestVerified) => void;
  onChangeEmail: () => void;
};

/** The emailed 6-digit code: a countdown, the expired state, and resend once a minute. */
export function GuestCodeStep({ eventId, code, onResent, onVerified, onChangeEmail }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const timer = codeTimerAt(deadlinesFrom(code.sent, code.receivedAt), useNow());
  const verify = useVerifyGuestEmail(eventId);
  const resend = useRequestGuestCode(eventId, { resend: true });

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
    <div className={classes.guestForm}>
      <Text>{t('registration.guest.sentTo', { email: code.email })}</Text>
      <CodeEntry
        words={{
          label: t('registration.guest.codeLabel'),
          digit: (position) => t('registration.guest.digit', { index: position }),
          expiresIn: t('registration.guest.expiresIn', { time: formatCountdown(timer.secondsLeft) }),
          expired: t('registration.guest.expired'),
          submit: t('registration.guest.verify'),
          changeEmail: t('registration.guest.changeEmail'),
          resend: timer.canResend
            ? t('registration.guest.resend')
            : t('registration.guest.resendIn', { time: formatCountdown(timer.resendSecondsLeft) }),
        }}
        value={value}
        onChange={(next) => {
          verify.reset();
          setValue(cleanCode(next));
        }}
        onSubmit={submit}
        timer={timer}
        invalid={Boolean(verify.error)}
        verifying={verify.isPending}
        resending={resend.isPending}
        failure={failure ? messageForError(failure, (key, options) => t(key, { ...options })) : null}
        onResend={again}
        onChangeEmail={onChangeEmail}
      />
    </div>
  );
}
