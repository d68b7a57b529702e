import { Alert, Anchor, Button, Group, PinInput, Stack, Text, Title } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { authLimits } from '../../../contract/auth.ts';
import type { AuthResult, CodeSent, OtpPurpose } from '../../../contract/auth.ts';
import { isApiError } from '../../api/api-error.ts';
import { messageForError } from '../../api/error-message.ts';
import { showToast } from '../../components/ui/toast.tsx';
import { exchangeEmailCode, requestCode } from './auth.api.ts';
import classes from './auth.module.css';
import { cleanCode, codeTimerAt, deadlinesFrom, formatCountdown, isCompleteCode } from './code-timer.ts';
import { useNow } from './use-now.ts';

export type SentCode = { sent: CodeSent; receivedAt: number };

/**
 * Step two: the 6-digit code, with its countdown, the expired state and resend. Whether the
 * email has an account is only said here, after the code proved the person owns it.
 */
export function CodeStep({
  email,
  purpose,
  code: sentCode,
  onResent,
  onVerified,
  onChangeEmail,
  otherPath,
}: {
  email: string;
  purpose: OtpPurpose;
  code: SentCode;
  onResent: (code: SentCode) => void;
  onVerified: (result: AuthResult) => void;
  onChangeEmail: () => void;
  /** shown next to "No account found" / "already registered": the other flow for this email */
  otherPath: ReactNode;
}) {
  const { t } = useTranslation();
  const translate = (key: string, options?: Record<string, unknown>) => t(key, { ...options });
  const headingId = useId();
  const labelId = useId();
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
    mutationFn: () => requestCode({ email, purpose }),
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
  const failureCode = isApiError(failure) ? failure.errorCode : null;
  const wrongFlow = failureCode === 'G01027' || failureCode === 'G01028';

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={2} id={headingId} className={classes.heading}>
          {t('auth.code.heading')}
        </Title>
        <Text c="dimmed">{t('auth.code.sentTo', { email })}</Text>
      </Stack>
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => {
          event.preventDefault();
          submit(value);
        }}
      >
        <Stack gap="md">
          <Text id={labelId} fw={600} size="sm">
            {t('auth.code.label')}
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
            getInputProps={(index) => ({ 'aria-label': t('auth.code.digit', { index: index + 1 }) })}
            onChange={(next) => {
              verify.reset();
              setValue(cleanCode(next));
            }}
            onComplete={submit}
          />
          {!timer.expired && (
            <Text size="sm" c="dimmed" ta="center" className={classes.timer}>
              {t('auth.code.expiresIn', { time: formatCountdown(timer.secondsLeft) })}
            </Text>
          )}
          {/* Announced once when it happens; the ticking countdown is not. */}
          <div aria-live="polite">
            {timer.expired && (
              <Alert color="orange" icon={<IconClockExclamation size={18} aria-hidden />}>
                {t('auth.code.expired')}
              </Alert>
            )}
          </div>
          {failure && (
            <Alert color="red" role="alert">
              <Stack gap={4}>
                <span>{messageForError(failure, translate)}</span>
                {wrongFlow && otherPath}
              </Stack>
            </Alert>
          )}
          <Button
            type="submit"
            size="md"
            radius="xl"
            disabled={timer.expired || !isCompleteCode(value)}
            loading={verify.isPending}
            loaderProps={{ 'aria-label': t('auth.code.verifying') }}
          >
            {t('auth.code.submit')}
          </Button>
        </Stack>
      </form>
      <Group justify="space-between" gap="xs">
        <Anchor component="button" type="button" size="sm" onClick={onChangeEmail}>
          {t('auth.code.changeEmail')}
        </Anchor>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={!timer.canResend}
          loading={resend.isPending}
          className={classes.timer}
          onClick={() => resend.mutate()}
        >
          {timer.canResend ? t('auth.code.resend') : t('auth.code.resendIn', { time: formatCountdown(timer.resendSecondsLeft) })}
        </Button>
      </Group>
    </Stack>
  );
}
