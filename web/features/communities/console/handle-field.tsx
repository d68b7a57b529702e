import { Loader, TextInput } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommunityHandleSchema } from '../../../../contract/communities.ts';
import { isApiError } from '../../../api/api-error.ts';
import { communityByHandleQuery } from './community-console.api.ts';
import classes from './community-console.module.css';

type Props = {
  value: string;
  onChange: (handle: string) => void;
  error?: string;
  onAvailability: (available: boolean | null) => void;
};

const DEBOUNCE_MS = 350;

/** The address's first part: checked as it is typed (shape, reserved names), then whether it is free. */
export function HandleField({ value, onChange, error, onAvailability }: Props) {
  const { t } = useTranslation();
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  const shape = CommunityHandleSchema.safeParse(settled);
  const handle = shape.success ? shape.data : '';
  const lookup = useQuery({
    ...communityByHandleQuery(handle),
    enabled: handle !== '',
    staleTime: 0,
    retry: false,
    meta: { errorToast: false },
  });
  const free = lookup.isError && isApiError(lookup.error) && lookup.error.status === 404;
  const taken = lookup.isSuccess;
  const checking = value !== settled || (handle !== '' && lookup.isFetching);
  const available = checking || !shape.success ? null : free ? true : taken ? false : null;
  useEffect(() => onAvailability(available), [available, onAvailability]);

  const shapeError =
    settled && !shape.success && value === settled ? t(shape.error.issues[0]?.message ?? 'validation.invalid') : undefined;
  const status = checking
    ? t('communityConsole.handle.checking')
    : available === true
      ? t('communityConsole.handle.available')
      : available === false
        ? t('errors.communityHandleInUse')
        : '';
  const host = typeof window === 'undefined' ? 'localhost' : window.location.host;
  return (
    <div>
      <TextInput
        label={t('communityConsole.handle.label')}
        description={t('communityConsole.handle.hint', { address: `${value.trim().toLowerCase() || 'acme'}.${host}` })}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error ?? shapeError ?? (available === false ? t('errors.communityHandleInUse') : undefined)}
        maxLength={30}
        withAsterisk
        autoCapitalize="none"
        autoComplete="off"
        spellCheck={false}
        rightSection={
          checking ? (
            <Loader size={14} />
          ) : available === true ? (
            <IconCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
          ) : available === false ? (
            <IconX size={16} color="var(--mantine-color-red-8)" aria-hidden />
          ) : null
        }
      />
      <p className={classes.handleStatus} role="status" data-available={available === null ? undefined : String(available)}>
        {available === true ? status : checking && value ? status : ''}
      </p>
    </div>
  );
}
