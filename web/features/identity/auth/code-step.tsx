import { Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthResult, CodeSent, OtpPurpose } from '../../../../contract/auth.ts';
import { messageForError } from '../../../api/error-message.ts';
import { CodeEntry } from '../../../components/ui/code-entry.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { exchangeEmailCode, requestCode } from './auth.api.ts';
import classes from './auth.module.css';
import { cleanCode, codeTimerAt, deadlinesFrom, formatCountdown, isCompleteCode } from '../../../components/ui/code-timer.ts';
import { useNow } from '../../../components/ui/use-now.ts';

export type SentCode = { sent: CodeSent; receivedAt: number };

/**
 * Step two: the 6-digit code, with its countdown, the expired state and resend. Whether the
 * email has an account is only decided here, after the code proved the person owns it.
 */
export function CodeStep({
  email,
  purpose,
  code: sentCode,
  onResent,
  onVerified,
  onChangeEmail,
}: {
  email: string;
  purpose: OtpPurpose;
  code: SentCode;
  onResent: (code: SentCode) => void;
  onVerified: (result: AuthResult) => void;
  onChangeEmail: () => void;
}) {
  const { t } = useTranslation();
  const translate = (key: string, options?: Record<string, unknown>) => t(key, { ...options });
  const headingId = useId();
  const [value, setValue] = useState('');
  const now = useNow();
  const timer = codeTimerAt(deadlinesFrom(sentCode.sent, sentCode.receivedAt), now);

  const verify = useMutation({
    mutationFn: (code: string) => exchangeEmailCode({ email, code, purpose }),
    meta: { errorToast: false },
    onSuccess: onVerified,
    onError: () => setValue(''),
  });
  const resend = useMutation({
    mutationFn: () => requestCode({ email, purpose, resend: true }),
    meta: { errorToast: false },
    onSuccess: (sent) => {
      verify.reset();
      setValue('');
      onResent({ sent, receivedAt: Date.now() });
      showToast('success', t('auth.code.resent'));
    },
  });

  const submit = (code: string) => {
    if (isCompleteCode(code) && !timer.expired && !verify.isPending) verify.mutate(code);
  };
  const failure = verify.error ?? resend.error;

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={2} id={headingId} className={classes.heading}>
          {t('auth.code.heading')}
        </Title>
        <Text c="dimmed">{sentCode.sent.sent ? t('auth.code.sentTo', { email }) : t('auth.code.alreadySent', { email })}</Text>
      </Stack>
      <CodeEntry
        labelledBy={headingId}
        words={{
          label: t('auth.code.label'),
          digit: (position) => t('auth.code.digit', { index: position }),
          expiresIn: t('auth.code.expiresIn', { time: formatCountdown(timer.secondsLeft) }),
          expired: t('auth.code.expired'),
          submit: t('auth.code.submit'),
          verifying: t('auth.code.verifying'),
          changeEmail: t('auth.code.changeEmail'),
          resend: timer.canResend
            ? t('auth.code.resend')
            : t('auth.code.resendIn', { time: formatCountdown(timer.resendSecondsLeft) }),
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
        failure={failure ? <span>{messageForError(failure, translate)}</span> : null}
        onResend={() => resend.mutate()}
        onChangeEmail={onChangeEmail}
      />
    </Stack>
  );
}
