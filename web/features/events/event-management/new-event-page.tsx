import { Container, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventKind } from '../../../../contract/events.ts';
import { StatusBadge } from '../../../components/event/status-badge.tsx';
import { EventEditorProvider } from './editor/event-editor-context.tsx';
import { EventEditorForm } from './editor/event-editor-form.tsx';
import { newEventValues } from './editor/event-form-values.ts';
import classes from './event-management.module.css';

/** `?eventType=Hackathon` makes a hackathon; anything else a general event. */
export function eventKindFrom(url: URL | string): EventKind {
  return new URL(url, 'http://localhost').searchParams.get('eventType') === 'Hackathon' ? 'HACKATHON' : 'EVENT';
}

/** `?communityId=` makes the event a community's (members only, unless the host says otherwise). */
export function communityIdFrom(url: URL | string): string | null {
  return new URL(url, 'http://localhost').searchParams.get('communityId') || null;
}

/** `/events/new`: the editor for a new draft; it becomes an event page once saved and published. */
export function NewEventPage({ kind, communityId = null }: { kind: EventKind; communityId?: string | null }) {
  const { t } = useTranslation();
  const initial = useMemo(
    () => ({ ...newEventValues(kind), ...(communityId ? { visibility: 'MEMBER_ONLY' as const } : {}) }),
    [kind, communityId],
  );
  const key = kind === 'HACKATHON' ? 'hackathon' : 'event';
  return (
    <div className={classes.shell}>
      <Container size="lg" className={classes.page}>
        <title>{t(`eventManagement.new.${key}.documentTitle`)}</title>
        <header className={classes.pageHeader}>
          <Title order={1} className={classes.pageTitle}>
            {t(`eventManagement.new.${key}.heading`)}
            {kind === 'HACKATHON' && (
              <StatusBadge tone="pink" style={{ marginInlineStart: 'var(--mantine-spacing-sm)' }}>
                {t('eventManagement.new.beta')}
              </StatusBadge>
            )}
          </Title>
          <Text c="dimmed">{t('eventManagement.new.lead')}</Text>
        </header>
        <EventEditorProvider key={kind} initial={initial} event={null} communityId={communityId}>
          <EventEditorForm />
        </EventEditorProvider>
      </Container>
    </div>
  );
}
