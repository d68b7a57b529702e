import { Alert, Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PRO_ACCESS_PLANS_MAX, ProAccessRequestInputSchema, type ProAccessRequest } from '../../../../contract/pro-access.ts';
import { limits, type User } from '../../../../contract/users.ts';
import { isApiError } from '../../../api/api-error.ts';
import { messageForError } from '../../../api/error-message.ts';
import { showToast } from '../../../components/ui/toast.tsx';
import { askForProAccess, proAccessRequestQuery } from './pro-access.api.ts';
import { dateFormatter } from '../../../../contract/date-formatter.ts';

/** A signed-in person's request: the form, or where their request stands. */
export function ProAccessRequestPanel({ user }: { user: User }) {
  const { t } = useTranslation();
  const latest = useQuery({ ...proAccessRequestQuery, enabled: user.accessLevel !== 'PRO' });
  if (user.accessLevel === 'PRO') return <Alert color="teal">{t('proAccess.request.alreadyPro')}</Alert>;
  if (latest.isPending) return null;
  if (latest.data?.status === 'PENDING') return <Pending request={latest.data} email={user.email} />;
  return <RequestForm user={user} />;
}

function Pending({ request, email }: { request: ProAccessRequest; email: string }) {
  const { t, i18n } = useTranslation();
  const day = dateFormatter(i18n.resolvedLanguage, { dateStyle: 'long' }).format(new Date(request.createdAt));
  return (
    <Alert color="blue" title={t('proAccess.request.pendingTitle')} data-testid="pro-access-pending">
      {t('proAccess.request.pendingBody', { day, email })}
    </Alert>
  );
}

function RequestForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: user.name, organization: '', plans: '' },
    validate: schemaResolver(ProAccessRequestInputSchema, { sync: true }),
  });
  const ask = useMutation({
    mutationFn: askForProAccess,
    meta: { errorToast: false },
    onSuccess: (request) => {
      queryClient.setQueryData(proAccessRequestQuery.queryKey, request);
      showToast('success', t('proAccess.request.sent'));
    },
    onError: (error) => {
      if (isApiError(error) && error.fields) form.setErrors(error.fields);
      else if (isApiError(error) && error.errorCode === 'G20500') void queryClient.invalidateQueries(proAccessRequestQuery);
      else
        showToast(
          'error',
          messageForError(error, (key, options) => t(key, { ...options })),
        );
    },
  });
  const errorText = (path: string) => {
    const error = form.errors[path];
    return error ? t(error as string) : undefined;
  };
  return (
    <form noValidate onSubmit={form.onSubmit((values) => ask.mutate(values))} aria-labelledby="pro-access-request">
      <Stack gap="md">
        <Text id="pro-access-request" fw={600}>
          {t('proAccess.request.heading')}
        </Text>
        <TextInput
          {...form.getInputProps('name')}
          error={errorText('name')}
          label={t('proAccess.request.name')}
          autoComplete="name"
          maxLength={limits.name}
          required
        />
        <TextInput
          {...form.getInputProps('organization')}
          error={errorText('organization')}
          label={t('proAccess.request.organization')}
          autoComplete="organization"
          maxLength={limits.organization}
          required
        />
        <Textarea
          {...form.getInputProps('plans')}
          error={errorText('plans')}
          label={t('proAccess.request.plans')}
          description={t('proAccess.request.plansHint')}
          maxLength={PRO_ACCESS_PLANS_MAX}
          autosize
          minRows={3}
          required
        />
        <Button type="submit" radius="xl" loading={ask.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('proAccess.request.submit')}
        </Button>
      </Stack>
    </form>
  );
}
