import { Accordion, Button } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Question } from '../../../contract/registrations.ts';
import { kindIcons } from './question-kinds.ts';
import classes from './questions.module.css';

/** Deleted questions, each restorable to where it was (guests' answers to them were kept). */
export function DeletedQuestions({
  questions,
  onRestore,
  restoring,
}: {
  questions: Question[];
  onRestore: (question: Question) => void;
  restoring: string | null;
}) {
  const { t } = useTranslation();
  if (questions.length === 0) return null;
  return (
    <Accordion variant="contained" radius="lg" className={classes.deleted}>
      <Accordion.Item value="deleted">
        <Accordion.Control>{t('questionBuilder.deletedQuestions', { count: questions.length })}</Accordion.Control>
        <Accordion.Panel>
          <ul className={classes.deletedList}>
            {questions.map((question) => {
              const Icon = kindIcons[question.kind];
              const title = question.title.trim() || t(`questionBuilder.kinds.${question.kind}`);
              return (
                <li key={question.id} className={classes.deletedRow}>
                  <Icon size={16} aria-hidden />
                  <span className={classes.deletedTitle}>{title}</span>
                  <Button
                    size="compact-sm"
                    variant="light"
                    radius="xl"
                    leftSection={<IconRestore size={14} aria-hidden />}
                    loading={restoring === question.id}
                    aria-label={t('questionBuilder.restoreOf', { title })}
                    onClick={() => onRestore(question)}
                  >
                    {t('questionBuilder.restore')}
                  </Button>
                </li>
              );
            })}
          </ul>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
