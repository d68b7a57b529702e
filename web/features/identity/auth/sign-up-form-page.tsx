import { Alert, Anchor, Button, Checkbox, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { safeRedirectTarget } from '../../../../contract/safe-redirect.ts';
import { BioSchema, limits, NameSchema } from '../../../../contract/users.ts';
import { isApiError } from '../../../api/api-error.ts';
import { messageForError } from '../../../api/error-message.ts';
import { session } from '../../../session/session.ts';
import { createAccount } from './auth.api.ts';
import { AuthCard, SignUpProgress } from './auth-card.tsx';
import { PoliciesPanel } from './policies-panel.tsx';
import { signUpStepPath } from './sign-up-paths.ts';
import { signUpTicket } from './sign-up-storage.ts';
import type { SignUpTicket } from './sign-up-storage.ts';

const SignUpFormSchema = z.object({
  name: NameSchema,
  bio: BioSchema,
  agreed: z.literal(true, { error: 'auth.form.mustAgree' }),
});

/** `/auth/sign-up/form`: name and bio, the terms, then the account (POST /v1/users). */
export function SignUpFormPage() {
  const [ticket] = useState(() => signUpTicket.read());
  if (!ticket) return <Navigate to={signUpStepPath(1)} replace />;
  return <SignUpForm ticket={ticket} />;
}

function SignUpForm({ ticket }: { ticket: SignUpTicket }) {
  const { t } = useTranslation();
  const translate = (key: string, options?: Record<string, unknown>) => t(key, { ...options });
  const navigate = useNavigate();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: ticket.suggestedName ?? '', bio: '', agreed: false },
    validate: schemaResolver(SignUpFormSchema, { sync: true }),
    validateInputOnBlur: ['name', 'bio'],
  });
  const create = useMutation({
    mutationFn: (values: { name: string; bio: string }) => createAccount({ signUpToken: ticket.signUpToken, ...values }),
    meta: { errorToast: false },
    onSuccess: (user) => {
      signUpTicket.clear();
      session.signIn(user);
      void navigate(safeRedirectTarget(ticket.redirectTo, window.location.origin), { replace: true });
    },
    onError: (error) => {
      if (isApiError(error) && error.fields) form.setErrors(error.fields);
    },
  });
  const expired = isApiError(create.error) && create.error.errorCode === 'G01008';
  const errorText = (path: string) => {
    const error = form.errors[path];
    return error ? t(error as string) : undefined;
  };

  return (
    <AuthCard documentTitle={t('auth.signUp.documentTitle')} heading={t('auth.signUp.heading')} wide>
      <SignUpProgress current={3} label={t('auth.signUp.progress', { current: 3, total: 3 })} />
      <Stack gap={4}>
        <Title order={2} size="h3">
          {t('auth.form.heading')}
        </Title>
        <Text c="dimmed">{t('auth.form.lead', { email: ticket.email })}</Text>
      </Stack>
      {expired ? (
        <Alert color="orange" role="alert">
          <Stack gap={6}>
            <span>{t('auth.form.expired')}</span>
            <Anchor component={Link} to={signUpStepPath(1)} onClick={() => signUpTicket.clear()} fw={600} size="sm">
              {t('auth.form.restart')}
            </Anchor>
          </Stack>
        </Alert>
      ) : (
        <form noValidate onSubmit={form.onSubmit(({ name, bio }) => create.mutate({ name, bio }))}>
          <Stack gap="md">
            <TextInput
              {...form.getInputProps('name')}
              error={errorText('name')}
              label={t('auth.form.name')}
              placeholder={t('auth.form.namePlaceholder')}
              autoComplete="name"
              required
              maxLength={limits.name}
              size="md"
            />
            <Textarea
              {...form.getInputProps('bio')}
              error={errorText('bio')}
              label={t('auth.form.bio')}
              placeholder={t('auth.form.bioPlaceholder')}
              description={t('auth.form.counter', { count: form.values.bio.length, max: limits.bio })}
              maxLength={limits.bio}
              autosize
              minRows={3}
              size="md"
            />
            <Title order={3} size="h5">
              {t('auth.form.policies')}
            </Title>
            <PoliciesPanel />
            <Checkbox
              {...form.getInputProps('agreed', { type: 'checkbox' })}
              error={errorText('agreed')}
              label={t('auth.form.agree')}
            />
            {create.error && !expired && (
              <Alert color="red" role="alert">
                {messageForError(create.error, translate)}
              </Alert>
            )}
            <Button
              type="submit"
              size="md"
              radius="xl"
              loading={create.isPending}
              loaderProps={{ 'aria-label': t('auth.form.creating') }}
            >
              {t('auth.form.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
