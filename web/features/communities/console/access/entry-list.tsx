import { ActionIcon, Button, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/api-error.ts';
import { messageForError } from '../../../../api/error-message.ts';
import { showToast } from '../../../../components/ui/toast.tsx';
import classes from '../community-console.module.css';
import { EmailText } from '../email-text.tsx';

type Props = {
  kind: 'barred' | 'allowed';
  entries: { value: string; note?: string }[] | undefined;
  add: UseMutationResult<unknown, Error, string>;
  remove: UseMutationResult<unknown, Error, string>;
};

/** A list the owner keeps (barred addresses, or allowed addresses and domains): add, see, take out. */
export function EntryList({ kind, entries, add, remove }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const translate = (key: string, options?: Record<string, unknown>) => t(key, { ...options });
  const submit = () => {
    const entry = value.trim();
    if (!entry) {
      setError(t('validation.required'));
      return;
    }
    add.mutate(entry, {
      onSuccess: () => {
        setValue('');
        setError(null);
        showToast('success', t(`communityConsole.access.${kind}.added`, { entry }));
      },
      onError: (failure) =>
        setError(
          isApiError(failure) && failure.fields
            ? translate(Object.values(failure.fields)[0] ?? 'validation.invalid')
            : messageForError(failure, translate),
        ),
    });
  };
  const headingId = `access-${kind}-heading`;
  return (
    <section className={classes.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.cardTitle}>
        {t(`communityConsole.access.${kind}.heading`)}
      </h2>
      <p className={classes.meta}>{t(`communityConsole.access.${kind}.lead`)}</p>
      <form
        noValidate
        className={classes.actions}
        style={{ marginTop: 12, alignItems: 'flex-start' }}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextInput
          className={classes.grow}
          label={t(`communityConsole.access.${kind}.input`)}
          placeholder={t(`communityConsole.access.${kind}.placeholder`)}
          value={value}
          error={error}
          maxLength={254}
          autoComplete="off"
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" radius="xl" mt={24} leftSection={<IconPlus size={16} aria-hidden />} loading={add.isPending}>
          {t(`communityConsole.access.${kind}.add`)}
        </Button>
      </form>
      {entries && entries.length === 0 && <p className={classes.empty}>{t(`communityConsole.access.${kind}.empty`)}</p>}
      {entries && entries.length > 0 && (
        <ul className={classes.list} aria-label={t(`communityConsole.access.${kind}.listLabel`)}>
          {entries.map((entry) => (
            <li key={entry.value} className={classes.row}>
              <div className={classes.who}>
                <p className={classes.name}>
                  <EmailText email={entry.value} />
                </p>
                {entry.note && <p className={classes.meta}>{entry.note}</p>}
              </div>
              <ActionIcon
                variant="subtle"
                color="red.9"
                aria-label={t(`communityConsole.access.${kind}.removeOf`, { entry: entry.value })}
                loading={remove.isPending && remove.variables === entry.value}
                onClick={() =>
                  remove.mutate(entry.value, {
                    onSuccess: () => showToast('success', t(`communityConsole.access.${kind}.removed`, { entry: entry.value })),
                  })
                }
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
