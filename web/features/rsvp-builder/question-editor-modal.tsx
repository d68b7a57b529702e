import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { questionRequirements, registrationLimits } from '../../../contract/registrations.ts';
import type { Question, QuestionKind } from '../../../contract/registrations.ts';
import { isApiError } from '../../api/api-error.ts';
import { messageForError } from '../../api/error-message.ts';
import { showToast } from '../../components/ui/toast.tsx';
import { ChoicesEditor } from './choices-editor.tsx';
import { editorValuesFor, toQuestionInput, toQuestionUpdate, validateEditor } from './question-editor-values.ts';
import type { EditorValues } from './question-editor-values.ts';
import { isChoiceKind, isProfileKind } from './question-kinds.ts';
import classes from './questions.module.css';
import { useAddQuestion, useUpdateQuestion } from './rsvp-builder.api.ts';

type Props = { eventId: string; kind: QuestionKind; question?: Question; onClose: () => void };

/** Adds a question of a kind, or edits one: what it asks, whether it must be answered, and what each kind needs. */
export function QuestionEditorModal({ eventId, kind, question, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<EditorValues>(() => editorValuesFor(kind, question));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddQuestion(eventId);
  const update = useUpdateQuestion(eventId, { errorToast: false });
  const saving = add.isPending || update.isPending;
  const failure = add.error ?? update.error;
  const text = (message: string) => (i18n.exists(message) ? t(message) : message);
  const change = (next: Partial<EditorValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors({});
  };
  const kindLabel = t(`rsvpBuilder.kinds.${kind}`);

  const save = () => {
    const found = validateEditor(kind, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const done = () => {
      showToast('success', t(question ? 'rsvpBuilder.toast.saved' : 'rsvpBuilder.toast.added'));
      onClose();
    };
    const showFields = (error: unknown) => isApiError(error) && error.fields && setErrors(error.fields);
    if (question) update.mutate({ id: question.id, changes: toQuestionUpdate(kind, values) }, { onSuccess: done, onError: showFields });
    else add.mutate(toQuestionInput(kind, values), { onSuccess: done, onError: showFields });
  };
  const field = (name: keyof EditorValues) => ({ error: errors[name] ? text(errors[name]) : undefined });

  return (
    <Modal opened onClose={onClose} title={t(question ? 'rsvpBuilder.editor.editTitle' : 'rsvpBuilder.editor.addTitle', { kind: kindLabel })} size="lg" radius="lg" centered classNames={{ title: classes.modalTitle }} closeButtonProps={{ 'aria-label': t('rsvpBuilder.close') }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="md">
          {kind !== 'PAGE_BREAK' && (
            <div>
              <Text size="sm" fw={500} mb={6} id="question-requirement-label">
                {t('rsvpBuilder.editor.requirement')}
              </Text>
              <SegmentedControl
                fullWidth
                aria-labelledby="question-requirement-label"
                value={values.requirement}
                onChange={(requirement) => change({ requirement: requirement })}
                data={questionRequirements.map((value) => ({ value, label: t(`rsvpBuilder.requirement.${value}`) }))}
              />
            </div>
          )}
          <TextInput
            {...field('title')}
            label={t(`rsvpBuilder.editor.titleLabel.${kind === 'PAGE_BREAK' ? 'pageBreak' : isProfileKind(kind) ? 'profile' : kind.endsWith('TERMS') ? 'terms' : 'question'}`)}
            description={isProfileKind(kind) ? t('rsvpBuilder.editor.profileTitleHint', { label: kindLabel }) : undefined}
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
              label={t('rsvpBuilder.editor.description')}
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
              label={t('rsvpBuilder.editor.content')}
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
            <TextInput {...field('url')} label={t('rsvpBuilder.editor.url')} withAsterisk type="url" placeholder="https://" value={values.url} onChange={(event) => change({ url: event.currentTarget.value })} />
          )}
          {failure && !(isApiError(failure) && failure.fields) && (
            <Alert color="red" role="alert">
              {messageForError(failure, (key, options) => t(key, { ...options }))}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" radius="xl" onClick={onClose}>
              {t('rsvpBuilder.editor.cancel')}
            </Button>
            <Button type="submit" radius="xl" loading={saving}>
              {t(question ? 'rsvpBuilder.editor.save' : 'rsvpBuilder.editor.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
