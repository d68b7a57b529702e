import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Question, QuestionKind } from '../../../contract/registrations.ts';
import { messageForError } from '../../api/error-message.ts';
import { showToast } from '../ui/toast.tsx';
import { AddQuestionModal } from './add-question-modal.tsx';
import type { QuestionBuilderActions } from './question-builder-actions.ts';
import { DeletedQuestions } from './deleted-questions.tsx';
import { QuestionEditorModal } from './question-editor-modal.tsx';
import { addsDirectly } from './question-kinds.ts';
import { QuestionList } from './question-list.tsx';
import classes from './questions.module.css';
import { UndoBar } from './undo-bar.tsx';

type Props = {
  questions: Question[];
  deletedQuestions: Question[];
  actions: QuestionBuilderActions;
  /** shown above the questions (a note about answers already given, say) */
  notice?: ReactNode;
};

/**
 * A form's questions, made with the registration form's kinds: add, edit, reorder, set whether
 * each is asked, delete with an undo, restore. Whoever keeps the form saves through `actions`.
 */
export function QuestionBuilder({ questions, deletedQuestions, actions, notice }: Props) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [addingDirectly, setAddingDirectly] = useState(false);
  const [editor, setEditor] = useState<{ kind: QuestionKind; question?: Question } | null>(null);
  const [undo, setUndo] = useState<Question | null>(null);
  const [restoring, setRestoring] = useState<string | null>(null);
  const dismissUndo = useCallback(() => setUndo(null), []);
  const translate = (key: string, options?: Record<string, unknown>) => t(key, { ...options });

  const pick = (kind: QuestionKind) => {
    setAdding(false);
    if (!addsDirectly(kind)) {
      setEditor({ kind });
      return;
    }
    setAddingDirectly(true);
    void actions
      .add({ kind })
      .then(
        () => showToast('success', t('questionBuilder.toast.added')),
        (error: unknown) => showToast('error', messageForError(error, translate)),
      )
      .finally(() => setAddingDirectly(false));
  };
  const bringBack = (question: Question) => {
    setRestoring(question.id);
    void actions
      .restore(question.id)
      .then(
        () => {
          setUndo(null);
          showToast('success', t('questionBuilder.toast.restored'));
        },
        () => undefined,
      )
      .finally(() => setRestoring(null));
  };
  const titleOf = (question: Question) => question.title.trim() || t(`questionBuilder.kinds.${question.kind}`);

  return (
    <div className={classes.builder}>
      {notice}
      <QuestionList
        questions={questions}
        actions={actions}
        onEdit={(question) => setEditor({ kind: question.kind, question })}
        onDeleted={setUndo}
      />
      <Button
        variant="default"
        radius="lg"
        size="md"
        className={classes.addButton}
        leftSection={<IconPlus size={18} aria-hidden />}
        loading={addingDirectly}
        onClick={() => setAdding(true)}
      >
        {t('questionBuilder.add.button')}
      </Button>
      <DeletedQuestions questions={deletedQuestions} onRestore={bringBack} restoring={restoring} />
      <AddQuestionModal opened={adding} questions={questions} onClose={() => setAdding(false)} onPick={pick} />
      {editor && (
        <QuestionEditorModal kind={editor.kind} question={editor.question} actions={actions} onClose={() => setEditor(null)} />
      )}
      {undo && (
        <UndoBar title={titleOf(undo)} pending={restoring === undo.id} onUndo={() => bringBack(undo)} onDismiss={dismissUndo} />
      )}
    </div>
  );
}
