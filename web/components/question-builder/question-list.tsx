import { useTranslation } from 'react-i18next';
import type { Question } from '../../../contract/registrations.ts';
import type { QuestionBuilderActions } from './question-builder-actions.ts';
import { QuestionCard } from './question-card.tsx';
import { neighboursAt } from './question-order.ts';
import classes from './questions.module.css';
import { useQuestionDrag } from './use-question-drag.ts';

type Props = {
  questions: Question[];
  actions: Pick<QuestionBuilderActions, 'move' | 'setRequirement' | 'remove'>;
  onEdit: (question: Question) => void;
  onDeleted: (question: Question) => void;
};

const ignore = () => undefined;

/** The form's questions in order: drag a card by its handle, or use its up and down buttons. */
export function QuestionList({ questions, actions, onEdit, onDeleted }: Props) {
  const { t } = useTranslation();
  const moveTo = (id: string, toIndex: number) =>
    void actions.move(id, toIndex, neighboursAt(questions, id, toIndex)).catch(ignore);
  const drag = useQuestionDrag(questions, moveTo);
  let page = 1;
  return (
    <ol className={classes.list} aria-label={t('questionBuilder.questionsLabel')} onPointerUp={drag.disarm}>
      <li className={classes.pageMarker} aria-hidden>
        {t('questionBuilder.page', { page })}
      </li>
      {questions.map((question, index) => {
        const card = (
          <QuestionCard
            key={question.id}
            question={question}
            index={index}
            total={questions.length}
            drop={drag.dropAt(question.id)}
            dragging={drag.dragged === question.id}
            drag={drag.handlersFor(question.id)}
            actions={{
              onEdit: () => onEdit(question),
              onMove: (toIndex) => moveTo(question.id, toIndex),
              onRequirement: (requirement) => void actions.setRequirement(question.id, requirement).catch(ignore),
              onDelete: () =>
                void actions
                  .remove(question.id)
                  .then(() => onDeleted(question))
                  .catch(ignore),
            }}
          />
        );
        if (question.kind !== 'PAGE_BREAK') return card;
        page += 1;
        return [
          card,
          <li key={`${question.id}-page`} className={classes.pageMarker} aria-hidden>
            {t('questionBuilder.page', { page })}
          </li>,
        ];
      })}
    </ol>
  );
}
