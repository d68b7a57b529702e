import { Button, CloseButton } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './questions.module.css';

// Longer than a toast: long enough to notice the mistake and reach the button.
const UNDO_MS = 10_000;

/** "Question deleted. Undo" at the bottom of the screen, for a while after each delete. */
export function UndoBar({
  title,
  onUndo,
  onDismiss,
  pending,
}: {
  title: string;
  onUndo: () => void;
  onDismiss: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(onDismiss, UNDO_MS);
    return () => clearTimeout(timer);
  }, [title, onDismiss]);
  return (
    <div className={classes.undoBar} role="status">
      <span className={classes.undoText}>{t('questionBuilder.deleted', { title })}</span>
      <Button size="compact-sm" variant="white" color="dark" radius="xl" loading={pending} onClick={onUndo}>
        {t('questionBuilder.undo')}
      </Button>
      <CloseButton size="sm" variant="transparent" c="white" aria-label={t('questionBuilder.dismiss')} onClick={onDismiss} />
    </div>
  );
}
