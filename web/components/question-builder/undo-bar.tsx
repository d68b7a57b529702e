import { Button, CloseButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './questions.module.css';

// Longer than a toast: long enough to notice the mistake and reach the button.
const UNDO_MS = 10_000;

/**
 * "Question deleted. Undo" at the bottom of the screen, for a while after each delete. It stays
 * while the pointer is on it or focus is in it, so whoever is reaching for Undo is not raced by the
 * clock; the wait starts over when they leave.
 */
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
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(onDismiss, UNDO_MS);
    return () => clearTimeout(timer);
  }, [title, onDismiss, held]);
  return (
    <div
      className={classes.undoBar}
      role="status"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <span className={classes.undoText}>{t('questionBuilder.deleted', { title })}</span>
      <Button size="compact-sm" variant="white" color="dark" radius="xl" loading={pending} onClick={onUndo}>
        {t('questionBuilder.undo')}
      </Button>
      <CloseButton size="sm" variant="transparent" c="white" aria-label={t('questionBuilder.dismiss')} onClick={onDismiss} />
    </div>
  );
}
