import { Modal, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Question, QuestionKind } from '../../../contract/registrations.ts';
import { isProfileKind, kindGroups, kindIcons } from './question-kinds.ts';
import classes from './questions.module.css';

type Props = { opened: boolean; questions: Question[]; onClose: () => void; onPick: (kind: QuestionKind) => void };

/** Every kind of question, by section; a profile question already on the form can't be added twice. */
export function AddQuestionModal({ opened, questions, onClose, onPick }: Props) {
  const { t } = useTranslation();
  const onForm = new Set(questions.map((question) => question.kind));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('questionBuilder.add.title')}
      size="xl"
      radius="lg"
      centered
      classNames={{ title: classes.modalTitle }}
      closeButtonProps={{ 'aria-label': t('questionBuilder.close') }}
    >
      <div className={classes.kindSections}>
        {kindGroups.map((group) => (
          <section key={group.key} aria-labelledby={`kind-group-${group.key}`}>
            <h3 id={`kind-group-${group.key}`} className={classes.kindGroupTitle}>
              {t(`questionBuilder.add.groups.${group.key}`)}
            </h3>
            <div className={classes.kindGrid}>
              {group.kinds.map((kind) => {
                const Icon = kindIcons[kind];
                const taken = isProfileKind(kind) && onForm.has(kind);
                return (
                  <UnstyledButton
                    key={kind}
                    className={classes.kindTile}
                    disabled={taken}
                    data-kind={kind}
                    onClick={() => onPick(kind)}
                  >
                    <Icon size={18} aria-hidden />
                    <span className={classes.kindName}>{t(`questionBuilder.kinds.${kind}`)}</span>
                    {taken && (
                      <>
                        <IconCheck size={16} aria-hidden className={classes.kindTaken} />
                        <VisuallyHidden>{t('questionBuilder.add.onForm')}</VisuallyHidden>
                      </>
                    )}
                  </UnstyledButton>
                );
              })}
            </div>
          </section>
        ))}
      </div>
    </Modal>
  );
}
