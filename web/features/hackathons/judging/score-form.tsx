import { Alert, Button, Group, SegmentedControl, Text, Textarea } from '@mantine/core';
import { IconCheck, IconCloudCheck, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { judgingLimits } from '../../../../contract/judging.ts';
import type { Criterion, JudgeProject, ScoreDraft } from '../../../../contract/judging.ts';
import { messageForError } from '../../../api/error-message.ts';
import { showToast } from '../../../components/ui/toast.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { useSaveDraft, useSubmitScore } from './hackathon-judging.api.ts';
import { inLocale } from './localized.ts';
import { useAutosave } from './use-autosave.ts';

type Values = Record<string, number>;

/**
 * One score per criterion and an optional comment. Every change saves the draft a moment later
 * (the form says "Saving…", then "Draft saved"); Submit saves the last change and makes it final.
 * A final score is read-only: only the host can reopen it.
 */
export function ScoreForm({ eventId, detail, open }: { eventId: string; detail: JudgeProject; open: boolean }) {
  const { t } = useTranslation();
  const translate = (key: string, options?: Record<string, unknown>) => t(key, { ...options });
  const projectId = detail.project.id;
  const saveDraft = useSaveDraft(eventId, projectId);
  const submit = useSubmitScore(eventId, projectId);
  const [values, setValues] = useState<Values>(detail.score?.values ?? {});
  const [comment, setComment] = useState(detail.score?.comment ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const autosave = useAutosave((draft: ScoreDraft) => saveDraft.mutateAsync(draft));
  const final = detail.score?.status === 'SUBMITTED';
  const readOnly = final || !open;

  const change = (next: { values?: Values; comment?: string }) => {
    const draft = { values: next.values ?? values, comment: next.comment ?? comment };
    if (next.values) setValues(next.values);
    if (next.comment !== undefined) setComment(next.comment);
    setProblem(null);
    autosave.change(draft);
  };
  const send = async () => {
    if (detail.criteria.some((criterion) => values[criterion.id] === undefined)) {
      setProblem(t('hackathonJudging.judge.incomplete'));
      return;
    }
    await autosave.flush();
    submit.mutate(
      { values, comment },
      {
        onSuccess: () => showToast('success', t('hackathonJudging.judge.submitted')),
        onError: (failure) => setProblem(messageForError(failure, translate)),
      },
    );
  };

  return (
    <form
      aria-labelledby="score-title"
      data-testid="score-form"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Group justify="space-between" align="baseline" mb="sm">
        <h2 id="score-title" style={{ margin: 0, fontSize: 'var(--mantine-font-size-lg)' }}>
          {t('hackathonJudging.judge.scoreTitle')}
        </h2>
        {!readOnly && <SaveState state={autosave.state} />}
      </Group>
      {final && (
        <Alert color="green" icon={<IconLock size={18} aria-hidden />} mb="md" data-testid="score-final">
          {t('hackathonJudging.judge.final')}
        </Alert>
      )}
      {!final && open && (
        <Text size="sm" c="gray.7" mb="md">
          {t('hackathonJudging.judge.autosaveHint')}
        </Text>
      )}
      {detail.criteria.map((criterion) => (
        <CriterionScore
          key={criterion.id}
          criterion={criterion}
          value={values[criterion.id]}
          disabled={readOnly}
          onChange={(value) => change({ values: { ...values, [criterion.id]: value } })}
        />
      ))}
      <Textarea
        label={t('hackathonJudging.judge.comment')}
        value={comment}
        maxLength={judgingLimits.comment}
        autosize
        minRows={3}
        readOnly={readOnly}
        onChange={(event) => change({ comment: event.currentTarget.value })}
        mb="md"
      />
      {autosave.state === 'failed' && (
        <Alert color="red" role="alert" mb="md" data-testid="draft-error">
          {messageForError(autosave.error, translate)}
        </Alert>
      )}
      {problem && (
        <Alert color="red" role="alert" mb="md" data-testid="score-error">
          {problem}
        </Alert>
      )}
      {!readOnly && (
        <Button type="submit" leftSection={<IconCheck size={16} aria-hidden />} loading={submit.isPending}>
          {t('hackathonJudging.judge.submit')}
        </Button>
      )}
    </form>
  );
}

function SaveState({ state }: { state: ReturnType<typeof useAutosave>['state'] }) {
  const { t } = useTranslation();
  const text =
    state === 'saving'
      ? t('hackathonJudging.judge.saving')
      : state === 'saved'
        ? t('hackathonJudging.judge.saved')
        : state === 'failed'
          ? t('hackathonJudging.judge.saveFailed')
          : '';
  return (
    <Text size="sm" c={state === 'failed' ? 'red.8' : 'gray.7'} role="status" data-testid="draft-state">
      {state === 'saved' && <IconCloudCheck size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />}
      {text}
    </Text>
  );
}

function CriterionScore({
  criterion,
  value,
  disabled,
  onChange,
}: {
  criterion: Criterion;
  value: number | undefined;
  disabled: boolean;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const name = inLocale(criterion.name, locale);
  const description = inLocale(criterion.description, locale);
  const points = Array.from({ length: criterion.scale }, (_, index) => String(index + 1));
  return (
    <fieldset style={{ border: 0, margin: '0 0 16px', padding: 0, minWidth: 0 }} data-testid="criterion-score">
      <legend style={{ padding: 0, fontWeight: 600 }}>
        {t('hackathonJudging.judge.scoreLabel', { name, max: criterion.scale })}
      </legend>
      {description && (
        <Text size="sm" c="gray.7" mb={6}>
          {description}
        </Text>
      )}
      <SegmentedControl
        fullWidth
        size={criterion.scale === 10 ? 'xs' : 'sm'}
        data={points}
        value={value === undefined ? '' : String(value)}
        disabled={disabled}
        onChange={(point) => onChange(Number(point))}
      />
    </fieldset>
  );
}
