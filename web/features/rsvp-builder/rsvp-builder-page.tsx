import '@mantine/dates/styles.css';
import 'dayjs/locale/ko';
import { Alert, Button, Container } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../../../contract/event-views.ts';
import type { Question, QuestionKind } from '../../../contract/registrations.ts';
import { messageForError } from '../../api/error-message.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { currentLocale } from '../../i18n/index.ts';
import { AddQuestionModal } from './add-question-modal.tsx';
import { DeletedQuestions } from './deleted-questions.tsx';
import { FormStatus } from './form-status.tsx';
import { QuestionEditorModal } from './question-editor-modal.tsx';
import { addsDirectly } from './question-kinds.ts';
import { QuestionList } from './question-list.tsx';
import { RegistrationSettings } from './registration-settings.tsx';
import { managedFormQuery, useAddQuestion, useRestoreQuestion } from './rsvp-builder.api.ts';
import classes from './rsvp-builder.module.css';
import { TicketsCard } from './tickets-card.tsx';
import { UndoBar } from './undo-bar.tsx';

/** `…/management/rsvp`: the registration form's questions, its publication, and who gets in. */
export function RsvpBuilderPage({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const form = useQuery(managedFormQuery(event.id));
  const [adding, setAdding] = useState(false);
  const [editor, setEditor] = useState<{ kind: QuestionKind; question?: Question } | null>(null);
  const [undo, setUndo] = useState<Question | null>(null);
  const add = useAddQuestion(event.id);
  const restore = useRestoreQuestion(event.id);
  const dismissUndo = useCallback(() => setUndo(null), []);
  const translate = (key: string, options?: Record<string, unknown>) => t(key, { ...options });

  const pick = (kind: QuestionKind) => {
    setAdding(false);
    if (!addsDirectly(kind)) {
      setEditor({ kind });
      return;
    }
    add.mutate({ kind }, { onSuccess: () => showToast('success', t('rsvpBuilder.toast.added')), onError: (error) => showToast('error', messageForError(error, translate)) });
  };
  const bringBack = (question: Question) =>
    restore.mutate(question.id, {
      onSuccess: () => {
        setUndo(null);
        showToast('success', t('rsvpBuilder.toast.restored'));
      },
    });

  if (!form.data) return form.isPending ? <Spinner /> : <Alert color="red">{messageForError(form.error, translate)}</Alert>;
  const titleOf = (question: Question) => question.title.trim() || t(`rsvpBuilder.kinds.${question.kind}`);
  return (
    <DatesProvider settings={{ locale: currentLocale(), firstDayOfWeek: 0 }}>
      <Container size="lg" w="100%" className={classes.page}>
        <FormStatus eventId={event.id} form={form.data} />
        <div className={classes.grid}>
          <div className={classes.main}>
            {form.data.answeredCount > 0 && (
              <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} radius="md">
                {t('rsvpBuilder.answered', { count: form.data.answeredCount })}
              </Alert>
            )}
            <QuestionList eventId={event.id} questions={form.data.questions} onEdit={(question) => setEditor({ kind: question.kind, question })} onDeleted={setUndo} />
            <Button variant="default" radius="lg" size="md" className={classes.addButton} leftSection={<IconPlus size={18} aria-hidden />} loading={add.isPending} onClick={() => setAdding(true)}>
              {t('rsvpBuilder.add.button')}
            </Button>
            <DeletedQuestions questions={form.data.deletedQuestions} onRestore={bringBack} restoring={restore.isPending ? (restore.variables ?? null) : null} />
          </div>
          <aside className={classes.side} aria-label={t('rsvpBuilder.sideLabel')}>
            <RegistrationSettings key={`${event.updatedAt}`} event={event} />
            <TicketsCard event={event} />
          </aside>
        </div>
        <AddQuestionModal opened={adding} questions={form.data.questions} onClose={() => setAdding(false)} onPick={pick} />
        {editor && <QuestionEditorModal eventId={event.id} kind={editor.kind} question={editor.question} onClose={() => setEditor(null)} />}
        {undo && <UndoBar title={titleOf(undo)} pending={restore.isPending} onUndo={() => bringBack(undo)} onDismiss={dismissUndo} />}
      </Container>
    </DatesProvider>
  );
}
