import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { guestLimits } from '../../../../contract/guests.ts';
import classes from '../guests.module.css';

/** Short enough to keep typing-to-results under 100 ms, long enough to send a burst of keystrokes as one search. */
export const SEARCH_DEBOUNCE_MS = 30;

/**
 * The search box keeps what is typed to itself, so a keystroke re-renders only the box; the list
 * hears the settled text. Give it a new `key` to empty it.
 */
export function GuestSearch({ onSearch }: { onSearch: (search: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [settled] = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => onSearch(settled), [settled, onSearch]);
  return (
    <TextInput
      className={classes.search}
      type="search"
      radius="xl"
      value={value}
      onChange={(e) => setValue(e.currentTarget.value)}
      maxLength={guestLimits.search}
      aria-label={t('guests.search.label')}
      placeholder={t('guests.search.placeholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
    />
  );
}
