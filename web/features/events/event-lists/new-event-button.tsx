import { Button } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './new-event-button.module.css';

// The modal's code loads on the first click, so the header costs no more than this button.
const EventTypeModal = lazy(async () => ({ default: (await import('./event-type-modal.tsx')).EventTypeModal }));

type Props = Omit<ButtonProps, 'children'> & {
  label?: string;
  /** at 640px and below, show only the plus sign (the header) */
  compactOnMobile?: boolean;
  /** the new event is this community's */
  communityId?: string | null;
};

/** "New event": opens the choice of General or Hackathon (Beta). */
export function NewEventButton({ label, compactOnMobile = false, communityId = null, className, ...props }: Props) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  const text = label ?? t('events.newEvent');
  return (
    <>
      <Button
        radius="xl"
        leftSection={<IconPlus size={16} aria-hidden />}
        {...props}
        className={`${compactOnMobile ? classes.compact : ''} ${className ?? ''}`}
        aria-label={compactOnMobile ? text : undefined}
        onClick={() => {
          setRequested(true);
          setOpened(true);
        }}
      >
        <span className={classes.label}>{text}</span>
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <EventTypeModal opened={opened} onClose={() => setOpened(false)} communityId={communityId} />
        </Suspense>
      )}
    </>
  );
}
