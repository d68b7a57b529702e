import { Alert, Anchor, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { authLimits } from '../../../contract/auth.ts';
import classes from './code-entry.module.css';

export type CodeEntryWords = {
  label: string;
  /** the accessible name of the box for the digit at `position` (1-based) */
  digit: (position: number) => string;
  /** how long the code still works, shown until it expires */
  expiresIn: string;
  expired: string;
  submit: string;
  /** the accessible name of the submit button's spinner */
  verifying?: string;
  changeEmail: string;
  /** "resend", or how long until a new code may be asked for */
  resend: string;
};

type Props = {
  words: CodeEntryWords;
  value: string;
  onChange: (value: string) => void;
  /** the code as entered, when the last box is filled or the form is submitted */
  onSubmit: (code: string) => void;
  /** whether the code has expired, and whether a new one may be asked for yet */
  timer: { expired: boolean; canResend: boolean };
  /** the boxes show the code was wrong */
  invalid: boolean;
  verifying: boolean;
  resending: boolean;
  /** what went wrong, shown in an alert */
  failure?: ReactNode;
  onResend: () => void;
  onChangeEmail: () => void;
  /** the id of a heading that names the form */
  labelledBy?: string;
};

/** Entering an emailed code: one box a digit, the countdown, the expired state, resend and "change email". */
export function CodeEntry({
  words,
  value,
  onChange,
  onSubmit,
  timer,
  invalid,
  verifying,
  resending,
  failure,
  onResend,
  onChangeEmail,
  labelledBy,
}: Props) {
  const labelId = useId();
  const { expired, canResend } = timer;
  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <Stack gap="md">
        <Text id={labelId} fw={600} size="sm">
          {words.label}
        </Text>
        <PinInput
          className={classes.pin}
          length={authLimits.codeLength}
          type="number"
          oneTimeCode
          size="lg"
          autoFocus
          value={value}
          disabled={expired}
          error={invalid}
          aria-labelledby={labelId}
          getInputProps={(index) => ({ 'aria-label': words.digit(index + 1) })}
          onChange={onChange}
          onComplete={onSubmit}
        />
        {!expired && (
          <Text size="sm" c="dimmed" ta="center" className={classes.timer}>
            {words.expiresIn}
          </Text>
        )}
        {/* Announced once when it happens; the ticking countdown is not. */}
        <div aria-live="polite">
          {expired && (
            <Alert color="orange" icon={<IconClockExclamation size={18} aria-hidden />}>
              {words.expired}
            </Alert>
          )}
        </div>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button
          type="submit"
          size="md"
          radius="xl"
          disabled={expired || value.length < authLimits.codeLength}
          loading={verifying}
          loaderProps={{ 'aria-label': words.verifying }}
        >
          {words.submit}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={onChangeEmail}>
            {words.changeEmail}
          </Anchor>
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={!canResend}
            loading={resending}
            className={classes.timer}
            onClick={onResend}
          >
            {words.resend}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
