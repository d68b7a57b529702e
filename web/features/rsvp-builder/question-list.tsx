import { useTranslation } from 'react-i18next';
import type { Question } from '../../../contract/registrations.ts';
import { QuestionCard } from './question-card.tsx';
import { neighboursAt } from './question-order.ts';
import { useDeleteQuestion, useMoveQuestion, useUpdateQuestion } from './rsvp-builder.api.ts';
import classes from './questions.module.css';
import { useQuestionDrag } from './use-question-drag.ts';

type Props = {
  eventId: string;
  questions: Question[];
  onEdit: (question: Question) => void;
  onDeleted: (question: Question) => void;
};

/** The form's questions in order: drag a card by its handle, or use its up and down buttons. */
export function QuestionList({ eventId, questions, onEdit, onDeleted }: Props) {
  const { t } = useTranslation();
  const move = useMoveQuestion(eventId);
  const update = useUpdateQuestion(eventId);
  const remove = useDeleteQuestion(eventId);
  const moveTo = (id: string, toIndex: number) => move.mutate({ id, toIndex, ...neighboursAt(questions, id, toIndex) });
  const drag = useQuestionDrag(questions, moveTo);
  let page = 1;
  return (
    <ol className={classes.list} aria-label={t('rsvpBuilder.questionsLabel')} onPointerUp={drag.disarm}>
      <li className={classes.pageMarker} aria-hidden>
        {t('rsvpBuilder.page', { page })}
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
              onRequirement: (requirement) => update.mutate({ id: question.id, changes: { requirement } }),
              onDelete: () => remove.mutate(question.id, { onSuccess: () => onDeleted(question) }),
            }}
          />
        );
        if (question.kind !== 'PAGE_BREAK') return card;
        page += 1;
        return [
          card,
          <li key={`${question.id}-page`} className={classes.pageMarker} aria-hidden>
            {t('rsvpBuilder.page', { page })}
          </li>,
        ];
      })}
    </ol>
  );
}
