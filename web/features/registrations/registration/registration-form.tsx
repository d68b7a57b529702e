import { Alert, Button, Group, Progress, Radio } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyRegistration } from '../../../../contract/registration-views.ts';
import type { HackathonParticipationType } from '../../../../contract/users.ts';
import { isApiError } from '../../../api/api-error.ts';
import { messageForError } from '../../../api/error-message.ts';
import { showToast } from '../../../components/ui/toast.tsx';
import { answerErrorsFrom, toAnswers } from './answer-values.ts';
import type { FormQuestion } from './answer-values.ts';
import { ConsentChecks, needsProfileConsent } from './consent-checks.tsx';
import { QuestionField } from './fields/question-field.tsx';
import type { GuestProof } from './guest-proof.ts';
import { useRegister } from './registration.api.ts';
import classes from './form.module.css';
import { useFormSteps } from './use-form-steps.ts';

type Props = {
  eventId: string;
  questions: FormQuestion[];
  prefill: Record<string, unknown>;
  /** a hackathon asks how the person takes part, first; null elsewhere */
  participationTypes?: readonly HackathonParticipationType[] | null;
  /** preview: the host's look at the form; nothing is sent */
  mode: 'member' | 'guest' | 'preview';
  proof?: GuestProof | null;
  onRegistered?: (result: MyRegistration) => void;
  onAlreadyRegistered?: () => void;
};

/** The host's form, a page break per step, checked step by step with the contract's rules. */
export function RegistrationForm({
  eventId,
  questions,
  prefill,
  participationTypes = null,
  mode,
  proof = null,
  onRegistered,
  onAlreadyRegistered,
}: Props) {
  const { t, i18n } = useTranslation();
  const form = useFormSteps(questions, prefill, proof?.email);
  const [updateProfile, setUpdateProfile] = useState(false);
  const [agreeToPolicies, setAgreeToPolicies] = useState(false);
  const [policyError, setPolicyError] = useState<string | null>(null);
  const [participationType, setParticipationType] = useState<HackathonParticipationType | null>(null);
  const [participationError, setParticipationError] = useState<string | null>(null);
  const asksParticipation = participationTypes !== null && participationTypes.length > 0;
  // Asked on the first step, so it is checked when leaving it.
  const checkParticipation = () => {
    if (!asksParticipation || participationType !== null || mode === 'preview') return true;
    setParticipationError(t('registration.participationType.required'));
    return false;
  };
  const register = useRegister(eventId, proof);
  const agreePolicies = (checked: boolean) => {
    setAgreeToPolicies(checked);
    setPolicyError(null);
  };
  const text = (message: string) => (i18n.exists(message) ? t(message) : message);

  const submit = () => {
    if (!checkParticipation() || !form.checkAll()) return;
    if (mode === 'guest' && !agreeToPolicies) {
      setPolicyError(t('errors.requiredTermsAgreement'));
      return;
    }
    if (mode === 'preview') {
      showToast('info', t('registration.form.previewSubmitted'));
      return;
    }
    const answers = toAnswers(questions, form.values, prefill);
    register.mutate(
      {
        answers,
        updateProfile: mode === 'member' && updateProfile,
        agreeToPolicies: mode === 'guest' && agreeToPolicies,
        ...(asksParticipation && { participationType }),
      },
      {
        onSuccess: (result) => onRegistered?.(result),
        onError: (error) => {
          if (!isApiError(error)) return;
          if (error.errorCode === 'G09007') {
            onAlreadyRegistered?.();
            return;
          }
          if (error.fields?.agreeToPolicies) setPolicyError(error.fields.agreeToPolicies);
          if (error.fields?.participationType) setParticipationError(text(error.fields.participationType));
          const answerErrors = answerErrorsFrom(error.fields);
          if (Object.keys(answerErrors).length > 0) form.showErrors(answerErrors);
        },
      },
    );
  };

  const failure =
    register.error && !(isApiError(register.error) && register.error.errorCode === 'G09007') ? register.error : null;
  const total = form.pages.length;
  return (
    <form
      noValidate
      className={classes.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (form.isLast) submit();
        else if (form.step > 0 || checkParticipation()) form.next();
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
        {asksParticipation && form.step === 0 && (
          <div data-question-error={participationError ? 'true' : undefined}>
            <Radio.Group
              name="participationType"
              label={t('registration.participationType.label')}
              description={t('registration.participationType.hint')}
              required
              value={participationType ?? ''}
              onChange={(value) => {
                setParticipationType(value as HackathonParticipationType);
                setParticipationError(null);
              }}
              error={participationError}
            >
              <Group gap="md" mt="xs">
                {participationTypes.map((type) => (
                  <Radio key={type} value={type} label={t(`people.participationTypes.${type}`)} />
                ))}
              </Group>
            </Radio.Group>
          </div>
        )}
        {form.page.questions.map((question) => (
          <div
            key={question.id}
            data-question-error={form.errors[question.id] ? 'true' : undefined}
            data-question-kind={question.kind}
          >
            <QuestionField
              question={question}
              value={form.values[question.id]}
              onChange={(value) => form.setValue(question.id, value)}
              error={form.errors[question.id] ? text(form.errors[question.id]) : undefined}
              upload={{ eventId, proof, disabled: mode === 'preview' }}
              emailLock={mode === 'guest' ? 'proof' : mode === 'member' && prefill[question.id] !== undefined ? 'account' : null}
            />
          </div>
        ))}
      </div>
      {form.isLast && mode !== 'preview' && (
        <ConsentChecks
          profile={
            mode === 'member' && needsProfileConsent(questions) ? { checked: updateProfile, onChange: setUpdateProfile } : null
          }
          policies={mode === 'guest' ? { checked: agreeToPolicies, error: policyError, onChange: agreePolicies } : null}
        />
      )}
      {failure && (
        <Alert color="red" role="alert">
          {messageForError(failure, (key, options) => t(key, { ...options }))}
        </Alert>
      )}
      <div className={classes.formActions}>
        {form.step > 0 && (
          <Button
            variant="default"
            radius="xl"
            size="md"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={form.back}
          >
            {t('registration.form.back')}
          </Button>
        )}
        <Button
          type="submit"
          radius="xl"
          size="md"
          className={classes.primaryAction}
          loading={register.isPending}
          rightSection={form.isLast ? undefined : <IconArrowRight size={16} aria-hidden />}
        >
          {t(
            form.isLast
              ? mode === 'preview'
                ? 'registration.form.checkAnswers'
                : 'registration.form.submit'
              : 'registration.form.next',
          )}
        </Button>
      </div>
    </form>
  );
}
