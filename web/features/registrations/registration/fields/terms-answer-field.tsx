import { Anchor, Checkbox, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../form.module.css';
import type { FieldProps } from './field-props.ts';
import { questionLabel } from './field-props.ts';

/** The host's terms, as text to read or a link to open, and the box that agrees to them. */
export function TermsAnswerField({ question, value, onChange, error }: FieldProps<boolean>) {
  const { t } = useTranslation();
  const titleId = useId();
  const title = questionLabel(question, t);
  const required = question.requirement === 'REQUIRED';
  return (
    <section className={classes.terms} aria-labelledby={titleId} data-error={error ? true : undefined}>
      <div className={classes.termsHeader}>
        <h3 id={titleId} className={classes.termsTitle}>
          {title}
        </h3>
        <Text size="xs" fw={700} c={required ? 'red.9' : 'dimmed'}>
          {t(required ? 'registration.form.termsRequired' : 'registration.form.termsOptional')}
        </Text>
      </div>
      {question.description && (
        <Text size="sm" c="dimmed">
          {question.description}
        </Text>
      )}
      {question.kind === 'TEXT_TERMS' && question.content && (
        // Focusable, so the keyboard can scroll long terms too.
        <div className={classes.termsContent} tabIndex={0} role="region" aria-label={title}>
          {question.content}
        </div>
      )}
      {question.kind === 'LINK_TERMS' && question.url && (
        <Anchor href={question.url} target="_blank" rel="noopener noreferrer" size="sm" fw={600} className={classes.termsLink}>
          {t('registration.form.readTerms', { title })}
          <IconExternalLink size={14} aria-hidden />
        </Anchor>
      )}
      <Checkbox
        checked={value}
        onChange={(event) => onChange(event.currentTarget.checked)}
        label={t('registration.form.agree', { title })}
        error={error}
      />
    </section>
  );
}
