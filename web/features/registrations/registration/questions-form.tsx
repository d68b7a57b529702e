import { Alert, Button, Progress } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AnswerInput } from '../../../../contract/registrations.ts';
import { answerErrorsFrom, toAnswers } from './answer-values.ts';
import type { FormQuestion } from './answer-values.ts';
import type { AnswerFileEndpoint } from './file-upload.ts';
import { QuestionField } from './fields/question-field.tsx';
import classes from './form.module.css';
import { useFormSteps } from './use-form-steps.ts';

const noPrefill: Record<string, unknown> = {};

export type QuestionsFormProps = {
  questions: FormQuestion[];
  /** what the person's profile already answers, by question id */
  prefill?: Record<string, unknown>;
  /** where FILE answers go: their upload endpoint */
  uploadEndpoint: AnswerFileEndpoint;
  submitting: boolean;
  /** the failure to show above the buttons, in words */
  failure: string | null;
  /** the API's field errors (`answers.<questionId>`), shown beside their questions */
  fieldErrors?: Record<string, string>;
  onSubmit: (answers: AnswerInput[]) => void;
  /** Back on the first page (e.g. to the choice before the form) */
  onBackFromFirst?: () => void;
  /** the last page's button, e.g. "Submit application" */
  submitLabel: string;
};

/**
 * Any form made with the registration form builder's kinds, page by page (Back, Next, Submit),
 * checked with the contract's rules: a community's profile form, for one.
 */
export function QuestionsForm({
  questions,
  prefill = noPrefill,
  uploadEndpoint,
  submitting,
  failure,
  fieldErrors,
  onSubmit,
  onBackFromFirst,
  submitLabel,
}: QuestionsFormProps) {
  const { t, i18n } = useTranslation();
  const form = useFormSteps(questions, prefill);
  const text = (message: string) => (i18n.exists(message) ? t(message) : message);
  const serverErrors = answerErrorsFrom(fieldErrors);
  const total = form.pages.length;
  const errorOf = (id: string) => form.errors[id] ?? serverErrors[id];
  return (
    <form
      noValidate
      className={classes.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (!form.isLast) form.next();
        else if (form.checkAll()) onSubmit(toAnswers(questions, form.values, prefill));
      }}
    >
      {total > 1 && (
        <div className={classes.steps}>
          <Progress value={((form.step + 1) / total) * 100} size="sm" radius="xl" aria-hidden />
        </div>
      )}
      <h2 ref={form.headingRef} tabIndex={-1} className={classes.stepHeading}>
        {total > 1 && <span className={classes.stepCount}>{t('registration.form.step', { step: form.step + 1, total })}</span>}
        {form.page.title ?? t(form.step === 0 ? 'registration.form.aboutYou' : 'registration.form.moreQuestions')}
      </h2>
      <div className={classes.questions}>
        {form.page.questions.map((question) => (
          <div
            key={question.id}
            data-question-error={errorOf(question.id) ? 'true' : undefined}
            data-question-kind={question.kind}
          >
            <QuestionField
              question={question}
              value={form.values[question.id]}
              onChange={(value) => form.setValue(question.id, value)}
              error={errorOf(question.id) ? text(errorOf(question.id)) : undefined}
              upload={{ eventId: '', proof: null, disabled: false, endpoint: uploadEndpoint }}
              emailLock={null}
            />
          </div>
        ))}
      </div>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <div className={classes.formActions}>
        {(form.step > 0 || onBackFromFirst) && (
          <Button
            variant="default"
            radius="xl"
            size="md"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={form.step > 0 ? form.back : onBackFromFirst}
          >
            {t('registration.form.back')}
          </Button>
        )}
        <Button
          type="submit"
          radius="xl"
          size="md"
          className={classes.primaryAction}
          loading={submitting}
          rightSection={form.isLast ? undefined : <IconArrowRight size={16} aria-hidden />}
        >
          {form.isLast ? submitLabel : t('registration.form.next')}
        </Button>
      </div>
    </form>
  );
}
