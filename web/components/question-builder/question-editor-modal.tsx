import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { questionRequirements, registrationLimits } from '../../../contract/registrations.ts';
import type { Question, QuestionKind } from '../../../contract/registrations.ts';
import { isApiError } from '../../api/api-error.ts';
import { messageForError } from '../../api/error-message.ts';
import { showToast } from '../ui/toast.tsx';
import type { QuestionBuilderActions } from './question-builder-actions.ts';
import { ChoicesEditor } from './choices-editor.tsx';
import { editorValuesFor, toQuestionInput, toQuestionUpdate, validateEditor } from './question-editor-values.ts';
import type { EditorValues } from './question-editor-values.ts';
import { isChoiceKind, isProfileKind } from './question-kinds.ts';
import classes from './questions.module.css';

type Props = {
  kind: QuestionKind;
  question?: Question;
  actions: Pick<QuestionBuilderActions, 'add' | 'save'>;
  onClose: () => void;
};

/** Adds a question of a kind, or edits one: what it asks, whether it must be answered, and what each kind needs. */
export function QuestionEditorModal({ kind, question, actions, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<EditorValues>(() => editorValuesFor(kind, question));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const text = (message: string) => (i18n.exists(message) ? t(message) : message);
  const change = (next: Partial<EditorValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors({});
    setFailure(null);
  };
  const kindLabel = t(`questionBuilder.kinds.${kind}`);

  const save = () => {
    const found = validateEditor(kind, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const done = () => {
      showToast('success', t(question ? 'questionBuilder.toast.saved' : 'questionBuilder.toast.added'));
      onClose();
    };
    const failed = (error: unknown) => {
      setSaving(false);
      setFailure(error);
      if (isApiError(error) && error.fields) setErrors(error.fields);
    };
    setSaving(true);
    setFailure(null);
    const saved = question
      ? actions.save(question.id, toQuestionUpdate(kind, values))
      : actions.add(toQuestionInput(kind, values));
    void saved.then(done, failed);
  };
  const field = (name: keyof EditorValues) => ({ error: errors[name] ? text(errors[name]) : undefined });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(question ? 'questionBuilder.editor.editTitle' : 'questionBuilder.editor.addTitle', { kind: kindLabel })}
      size="lg"
      radius="lg"
      centered
      classNames={{ title: classes.modalTitle }}
      closeButtonProps={{ 'aria-label': t('questionBuilder.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // The modal is portalled, but React still bubbles its submit to a form the builder sits in.
          event.stopPropagation();
          save();
        }}
      >
        <Stack gap="md">
          {kind !== 'PAGE_BREAK' && (
            <div>
              <Text size="sm" fw={500} mb={6} id="question-requirement-label">
                {t('questionBuilder.editor.requirement')}
              </Text>
              <SegmentedControl
                fullWidth
                aria-labelledby="question-requirement-label"
                value={values.requirement}
                onChange={(requirement) => change({ requirement: requirement })}
                data={questionRequirements.map((value) => ({ value, label: t(`questionBuilder.requirement.${value}`) }))}
              />
            </div>
          )}
          <TextInput
            {...field('title')}
            label={t(
              `questionBuilder.editor.titleLabel.${kind === 'PAGE_BREAK' ? 'pageBreak' : isProfileKind(kind) ? 'profile' : kind.endsWith('TERMS') ? 'terms' : 'question'}`,
            )}
            description={isProfileKind(kind) ? t('questionBuilder.editor.profileTitleHint', { label: kindLabel }) : undefined}
            placeholder={isProfileKind(kind) ? kindLabel : undefined}
            withAsterisk={!isProfileKind(kind) && kind !== 'PAGE_BREAK'}
            maxLength={registrationLimits.questionTitle}
            value={values.title}
            onChange={(event) => change({ title: event.currentTarget.value })}
            data-autofocus
          />
          {kind !== 'PAGE_BREAK' && (
            <Textarea
              {...field('description')}
              label={t('questionBuilder.editor.description')}
              maxLength={registrationLimits.questionDescription}
              autosize
              minRows={2}
              value={values.description}
              onChange={(event) => change({ description: event.currentTarget.value })}
            />
          )}
          {isChoiceKind(kind) && <ChoicesEditor values={values} errors={errors} onChange={change} text={text} />}
          {kind === 'TEXT_TERMS' && (
            <Textarea
              {...field('content')}
              label={t('questionBuilder.editor.content')}
              withAsterisk
              autosize
              minRows={5}
              maxRows={14}
              maxLength={registrationLimits.termsContent}
              value={values.content}
              onChange={(event) => change({ content: event.currentTarget.value })}
            />
          )}
          {kind === 'LINK_TERMS' && (
            <TextInput
              {...field('url')}
              label={t('questionBuilder.editor.url')}
              withAsterisk
              type="url"
              placeholder="https://"
              value={values.url}
              onChange={(event) => change({ url: event.currentTarget.value })}
            />
          )}
          {failure != null && !(isApiError(failure) && failure.fields) && (
            <Alert color="red" role="alert">
              {messageForError(failure, (key, options) => t(key, { ...options }))}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" radius="xl" onClick={onClose}>
              {t('questionBuilder.editor.cancel')}
            </Button>
            <Button type="submit" radius="xl" loading={saving}>
              {t(question ? 'questionBuilder.editor.save' : 'questionBuilder.editor.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
