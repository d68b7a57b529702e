import { Button, Select, TextInput } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailSchema } from '../../../../contract/auth.ts';
import { isApiError } from '../../../api/api-error.ts';
import { messageForError } from '../../../api/error-message.ts';
import { showToast } from '../../../components/ui/toast.tsx';
import { useAddHost } from './host-team.api.ts';
import type { GrantableRole } from './host-team.api.ts';
import classes from './host-team.module.css';

/** The owner adds a co-host or staff member by the email of their Moim account. */
export function AddHostForm({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<GrantableRole>('CO_HOST');
  const [error, setError] = useState<string | null>(null);
  const add = useAddHost(eventId);

  const submit = async () => {
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) return setError(t(parsed.error.issues[0]?.message ?? 'validation.invalidEmailAddress'));
    try {
      await add.mutateAsync({ email: parsed.data, role });
      setEmail('');
      showToast('success', t('hostTeam.added'));
    } catch (failure) {
      // An email without an account: say what to do about it.
      setError(
        isApiError(failure) && failure.errorCode === 'G04001'
          ? t('hostTeam.noAccount')
          : messageForError(failure, (key, options) => t(key, { ...options })),
      );
    }
  };

  return (
    <form
      className={classes.addForm}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextInput
        type="email"
        label={t('hostTeam.email')}
        placeholder="name@example.com"
        value={email}
        onChange={(e) => {
          setEmail(e.currentTarget.value);
          setError(null);
        }}
        error={error}
      />
      <Select
        label={t('hostTeam.role')}
        data={(['CO_HOST', 'STAFF'] as const).map((value) => ({ value, label: t(`hostTeam.roles.${value}`) }))}
        value={role}
        onChange={(value) => value && setRole(value)}
        allowDeselect={false}
      />
      <Button
        type="submit"
        loading={add.isPending}
        leftSection={<IconUserPlus size={16} aria-hidden />}
        className={classes.addButton}
      >
        {t('hostTeam.add')}
      </Button>
    </form>
  );
}
