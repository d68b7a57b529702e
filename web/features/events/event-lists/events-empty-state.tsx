import { EmptyState } from '@mantine/core';
import { IconCalendarSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './events-empty-state.module.css';

/** What a list says when it has nothing to show, with a way on. */
export function EventsEmptyState({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  return (
    <div className={classes.frame}>
      <EmptyState size="lg" variant="light">
        <EmptyState.Indicator>
          <IconCalendarSearch size={30} aria-hidden />
        </EmptyState.Indicator>
        <EmptyState.Title order={2}>{title}</EmptyState.Title>
        <EmptyState.Description>{description}</EmptyState.Description>
        {children && <EmptyState.Actions>{children}</EmptyState.Actions>}
      </EmptyState>
    </div>
  );
}
