import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import classes from './search-box.module.css';

type Props = {
  /** the box's accessible name */
  label: string;
  placeholder: string;
  maxLength: number;
  /** how long typing must pause before `onSearch` hears the text */
  debounceMs: number;
  /** hears the trimmed text once typing settles */
  onSearch: (search: string) => void;
  className?: string;
};

/**
 * A search box that keeps what is typed to itself, so a keystroke re-renders only the box; the
 * list hears the settled text. Give it a new `key` to empty it.
 */
export function SearchBox({ label, placeholder, maxLength, debounceMs, onSearch, className }: Props) {
  const [value, setValue] = useState('');
  const [settled] = useDebouncedValue(value.trim(), debounceMs);
  useEffect(() => onSearch(settled), [settled, onSearch]);
  return (
    <TextInput
      classNames={{ root: classes.box }}
      className={className}
      type="search"
      radius="xl"
      value={value}
      onChange={(e) => setValue(e.currentTarget.value)}
      maxLength={maxLength}
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
    />
  );
}
