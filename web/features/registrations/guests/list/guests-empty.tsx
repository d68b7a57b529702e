import { Button } from '@mantine/core';
import { IconUsers, IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from '../guests.module.css';

/** No guests at all yet, or none matching what the host looks for. */
export function GuestsEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  const Icon = filtered ? IconUserSearch : IconUsers;
  return (
    <div className={classes.empty} data-testid="guests-empty">
      <span className={classes.emptyIcon}>
        <Icon size={26} aria-hidden />
      </span>
      <p className={classes.emptyTitle}>{t(filtered ? 'guests.empty.noMatchTitle' : 'guests.empty.title')}</p>
      <p className={classes.emptyBody}>{t(filtered ? 'guests.empty.noMatchBody' : 'guests.empty.body')}</p>
      {filtered && (
        <Button variant="default" radius="xl" size="sm" onClick={onClear}>
          {t('guests.filters.clear')}
        </Button>
      )}
    </div>
  );
}
