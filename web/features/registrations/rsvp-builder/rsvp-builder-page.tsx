import { Alert, Container } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../../../../contract/event-views.ts';
import { messageForError } from '../../../api/error-message.ts';
import { QuestionBuilder } from '../../../components/question-builder/question-builder.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { FormStatus } from './form-status.tsx';
import { RegistrationSettings } from './registration-settings.tsx';
import { managedFormQuery, useQuestionActions } from './rsvp-builder.api.ts';
import classes from './rsvp-builder.module.css';
import { TicketsCard } from './tickets-card.tsx';

/** `…/management/rsvp`: the registration form's questions, its publication, and who gets in. */
export function RsvpBuilderPage({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const form = useQuery(managedFormQuery(event.id));
  const actions = useQuestionActions(event.id);
  const translate = (key: string, options?: Record<string, unknown>) => t(key, { ...options });

  if (!form.data) return form.isPending ? <Spinner /> : <Alert color="red">{messageForError(form.error, translate)}</Alert>;
  return (
    <Container size="lg" w="100%" className={classes.page}>
      <FormStatus eventId={event.id} form={form.data} />
      <div className={classes.grid}>
        <div className={classes.main}>
          <QuestionBuilder
            questions={form.data.questions}
            deletedQuestions={form.data.deletedQuestions}
            actions={actions}
            notice={
              form.data.answeredCount > 0 && (
                <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} radius="md">
                  {t('rsvpBuilder.answered', { count: form.data.answeredCount })}
                </Alert>
              )
            }
          />
        </div>
        <aside className={classes.side} aria-label={t('rsvpBuilder.sideLabel')}>
          <RegistrationSettings key={`${event.updatedAt}`} event={event} />
          <TicketsCard event={event} />
        </aside>
      </div>
    </Container>
  );
}
