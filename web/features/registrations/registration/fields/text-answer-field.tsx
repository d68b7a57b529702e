import { TextInput, Textarea } from '@mantine/core';
import type { QuestionKind } from '../../../../../contract/registrations.ts';
import { registrationLimits } from '../../../../../contract/registrations.ts';
import { limits } from '../../../../../contract/users.ts';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from './field-props.ts';
import { wrapperProps } from './field-props.ts';

type InputSetup = { type?: string; max?: number; autoComplete?: string; placeholderKey?: string; hintKey?: string };

const inputs: Partial<Record<QuestionKind, InputSetup>> = {
  NAME: { max: limits.name, autoComplete: 'name' },
  EMAIL: { type: 'email', autoComplete: 'email' },
  PHONE_NUMBER: { type: 'tel', autoComplete: 'tel', placeholderKey: 'phonePlaceholder', hintKey: 'phoneHint' },
  ORGANIZATION: { max: limits.organization, autoComplete: 'organization' },
  JOB_TITLE: { max: limits.generalText, autoComplete: 'organization-title' },
  INDUSTRY: { max: limits.generalText },
  LOCATION: { max: limits.location, placeholderKey: 'locationPlaceholder' },
  SHORT_TEXT: { max: registrationLimits.shortText },
  LINK: { type: 'url', placeholderKey: 'linkPlaceholder' },
  DATE_OF_BIRTH: { type: 'date', autoComplete: 'bday' },
};

const areas: Partial<Record<QuestionKind, number>> = { BIO: limits.bio, LONG_TEXT: registrationLimits.longText };

/** One line or a paragraph of text: names, contacts, work, links and the host's own text questions. */
export function TextAnswerField({ question, value, onChange, error, emailLock }: FieldProps<string>) {
  const { t } = useTranslation();
  const common = wrapperProps(question, t, error);
  const area = areas[question.kind];
  if (area !== undefined) {
    const counter = t('registration.form.counter', { count: value.length, max: area });
    return (
      <Textarea
        {...common}
        description={[question.description, counter].filter(Boolean).join(' · ')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        maxLength={area}
        autosize
        minRows={3}
        maxRows={10}
      />
    );
  }
  const setup = inputs[question.kind] ?? {};
  const lock = question.kind === 'EMAIL' ? emailLock : null;
  const hint = setup.hintKey ? t(`registration.form.${setup.hintKey}`) : undefined;
  return (
    <TextInput
      {...common}
      description={
        [
          question.description,
          lock ? t(lock === 'account' ? 'registration.form.emailFromAccount' : 'registration.form.emailLocked') : hint,
        ]
          .filter(Boolean)
          .join(' · ') || undefined
      }
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      type={setup.type ?? 'text'}
      maxLength={setup.max}
      max={question.kind === 'DATE_OF_BIRTH' ? new Date().toISOString().slice(0, 10) : undefined}
      autoComplete={setup.autoComplete}
      placeholder={setup.placeholderKey ? t(`registration.form.${setup.placeholderKey}`) : undefined}
      readOnly={lock !== null}
    />
  );
}
