import { ActionIcon, Select, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import type { DragEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { questionRequirements } from '../../../contract/registrations.ts';
import type { Question, QuestionRequirement } from '../../../contract/registrations.ts';
import { isProfileKind, kindIcons } from './question-kinds.ts';
import classes from './questions.module.css';

export type CardActions = {
  onEdit: () => void;
  onDelete: () => void;
  onMove: (toIndex: number) => void;
  onRequirement: (requirement: QuestionRequirement) => void;
};

export type DragHandlers = {
  draggable: boolean;
  onDragStart: DragEventHandler;
  onDragEnd: DragEventHandler;
  onDragOver: DragEventHandler;
  onDrop: DragEventHandler;
  onHandleDown: () => void;
};

type Props = {
  question: Question;
  index: number;
  total: number;
  drop: 'before' | 'after' | null;
  dragging: boolean;
  actions: CardActions;
  drag: DragHandlers;
};

/** One question in the builder: its kind and title, whether it is asked, and the buttons that move, edit and delete it. */
export function QuestionCard({ question, index, total, drop, dragging, actions, drag }: Props) {
  const { t } = useTranslation();
  const Icon = kindIcons[question.kind];
  const kindLabel = t(`questionBuilder.kinds.${question.kind}`);
  const title = question.title.trim() || (question.kind === 'PAGE_BREAK' ? t('questionBuilder.pageBreak') : kindLabel);
  const pageBreak = question.kind === 'PAGE_BREAK';
  return (
    <li
      className={pageBreak ? classes.breakCard : classes.card}
      data-drop={drop ?? undefined}
      data-dragging={dragging || undefined}
      data-hidden={question.requirement === 'HIDDEN' || undefined}
      data-testid="question"
      data-kind={question.kind}
      draggable={drag.draggable}
      onDragStart={drag.onDragStart}
      onDragEnd={drag.onDragEnd}
      onDragOver={drag.onDragOver}
      onDrop={drag.onDrop}
    >
      <span className={classes.handle} onPointerDown={drag.onHandleDown} aria-hidden title={t('questionBuilder.dragHint')}>
        <IconGripVertical size={18} />
      </span>
      <span className={classes.kindIcon} aria-hidden>
        <Icon size={18} />
      </span>
      <div className={classes.cardText}>
        <p className={classes.cardTitle}>{title}</p>
        <p className={classes.cardMeta}>
          {pageBreak
            ? t('questionBuilder.pageBreakHint')
            : [isProfileKind(question.kind) ? t('questionBuilder.fromProfile') : kindLabel, question.description]
                .filter(Boolean)
                .join(' · ')}
        </p>
        {question.choices.length > 0 && (
          <ul className={classes.choicePreview} aria-label={t('questionBuilder.editor.choices')}>
            {question.choices.map((choice) => (
              <li key={choice.id}>{choice.label}</li>
            ))}
            {question.allowOther && <li>{t('questionBuilder.other')}</li>}
          </ul>
        )}
      </div>
      <div className={classes.cardControls}>
        {!pageBreak && (
          <Select
            size="xs"
            w={124}
            aria-label={t('questionBuilder.requirementOf', { title })}
            value={question.requirement}
            allowDeselect={false}
            data={questionRequirements.map((value) => ({ value, label: t(`questionBuilder.requirement.${value}`) }))}
            onChange={(value) => value && value !== question.requirement && actions.onRequirement(value)}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <div className={classes.cardButtons}>
          <Tooltip label={t('questionBuilder.moveUp')} withArrow openDelay={400}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('questionBuilder.moveUpOf', { title })}
              disabled={index === 0}
              onClick={() => actions.onMove(index - 1)}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('questionBuilder.moveDown')} withArrow openDelay={400}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('questionBuilder.moveDownOf', { title })}
              disabled={index === total - 1}
              onClick={() => actions.onMove(index + 1)}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('questionBuilder.edit')} withArrow openDelay={400}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('questionBuilder.editOf', { title })}
              onClick={actions.onEdit}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('questionBuilder.delete')} withArrow openDelay={400}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('questionBuilder.deleteOf', { title })}
              onClick={actions.onDelete}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </div>
      </div>
    </li>
  );
}
