import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmailFormSchema } from '../../../../contract/auth.ts';
import type { CodeSent, OtpPurpose } from '../../../../contract/auth.ts';
import { messageForError } from '../../../api/error-message.ts';
import { requestCode } from './auth.api.ts';

/** Step one: the email. Sends the code and hands the answer (with when it arrived) on. */
export function EmailStep({
  purpose,
  initialEmail = '',
  onSent,
}: {
  purpose: OtpPurpose;
  initialEmail?: string;
  onSent: (email: string, sent: CodeSent, receivedAt: number) => void;
}) {
  const { t } = useTranslation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: initialEmail },
    validate: schemaResolver(EmailFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const send = useMutation({
    mutationFn: requestCode,
    meta: { errorToast: false },
    onSuccess: (sent) => onSent(sent.email, sent, Date.now()),
  });
  const emailError = form.errors.email;
  const emailInput = form.getInputProps('email');
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ email }) => send.mutate({ email: EmailFormSchema.parse({ email }).email, purpose }))}
    >
      <Stack gap="md">
        <TextInput
          {...emailInput}
          type="email"
          autoComplete="email"
          inputMode="email"
          label={t('auth.email.label')}
          placeholder={t('auth.email.placeholder')}
          size="md"
          data-autofocus
          error={
            emailError
              ? t(emailError as string)
              : send.error
                ? messageForError(send.error, (key, options) => t(key, { ...options }))
                : undefined
          }
          onChange={(event) => {
            send.reset();
            form.setFieldValue('email', event.currentTarget.value);
          }}
        />
        <Button
          type="submit"
          size="md"
          radius="xl"
          loading={send.isPending}
          loaderProps={{ 'aria-label': t('auth.email.sending') }}
        >
          {t('auth.email.submit')}
        </Button>
      </Stack>
    </form>
  );
}
