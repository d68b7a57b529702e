import { ActionIcon, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { communityLimits } from '../../../../../contract/communities.ts';
import type { Question } from '../../../../../contract/registrations.ts';
import { QuestionBuilder } from '../../../../components/question-builder/question-builder.tsx';
import classes from '../community-console.module.css';
import { starterQuestions } from './draft-questions.ts';
import { useDraftQuestions } from './use-draft-questions.ts';

export type JoinTypeDraft = { key: string; name: string; description: string; questions: Question[] };

let keys = 0;
export const newJoinTypeDraft = (name = ''): JoinTypeDraft => ({
  key: `join-type-${(keys += 1)}`,
  name,
  description: '',
  questions: starterQuestions(),
});

type Props = {
  index: number;
  value: JoinTypeDraft;
  error?: string;
  canRemove: boolean;
  onChange: (next: JoinTypeDraft) => void;
  onRemove: () => void;
};

/** One member type of a community being created: its name, a line about it, and the profile form it asks. */
export function JoinTypeDraftCard({ index, value, error, canRemove, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const draft = useDraftQuestions(() => value.questions);
  const { questions } = draft;
  useEffect(() => {
    if (questions !== value.questions) onChange({ ...value, questions });
    // Only the questions flow up from here; the name and description are set by their inputs.
  }, [questions]);
  const label = value.name.trim() || t('communityConsole.joinTypes.untitled', { index: index + 1 });
  return (
    <section
      className={classes.joinTypeCard}
      aria-label={t('communityConsole.joinTypes.cardLabel', { name: label })}
      data-testid="join-type"
    >
      <div className={classes.joinTypeHead}>
        <Stack gap="xs" className={classes.grow}>
          <TextInput
            label={t('communityConsole.joinTypes.name')}
            description={t('communityConsole.joinTypes.nameHint')}
            value={value.name}
            maxLength={communityLimits.joinTypeName}
            withAsterisk
            error={error}
            onChange={(event) => onChange({ ...value, name: event.currentTarget.value })}
          />
          <Textarea
            label={t('communityConsole.joinTypes.description')}
            value={value.description}
            maxLength={communityLimits.joinTypeDescription}
            autosize
            minRows={1}
            onChange={(event) => onChange({ ...value, description: event.currentTarget.value })}
          />
        </Stack>
        {canRemove && (
          <ActionIcon
            variant="subtle"
            color="red.9"
            aria-label={t('communityConsole.joinTypes.removeOf', { name: label })}
            onClick={onRemove}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        )}
      </div>
      <Text fw={700} size="sm" mt="md" mb={4}>
        {t('communityConsole.joinTypes.profileForm')}
      </Text>
      <Text size="xs" c="dimmed" mb="sm">
        {t('communityConsole.joinTypes.profileFormHint')}
      </Text>
      <QuestionBuilder questions={draft.questions} deletedQuestions={draft.deletedQuestions} actions={draft.actions} />
    </section>
  );
}
