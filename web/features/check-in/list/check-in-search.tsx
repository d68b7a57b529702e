import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { guestLimits } from '../../../../contract/guests.ts';
import classes from '../check-in.module.css';

/** Finding a guest by name at the door: keystrokes stay in the box; the list hears the settled text. */
export function CheckInSearch({ onSearch }: { onSearch: (search: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [settled] = useDebouncedValue(value.trim(), 60);
  useEffect(() => onSearch(settled), [settled, onSearch]);
  return (
    <TextInput
      className={classes.search}
      type="search"
      radius="xl"
      value={value}
      onChange={(e) => setValue(e.currentTarget.value)}
      maxLength={guestLimits.search}
      aria-label={t('checkIn.search.label')}
      placeholder={t('checkIn.search.placeholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
    />
  );
}
