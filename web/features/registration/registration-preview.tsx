import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormQuestion } from './answer-values.ts';
import { RegistrationForm } from './registration-form.tsx';
import { RegistrationShell } from './registration-shell.tsx';
import type { ShellEvent } from './registration-shell.tsx';

/** The form as a guest would meet it, for the host's preview: every check runs, nothing is sent. */
export function RegistrationPreview({ event, eventId, questions, bar }: { event: ShellEvent; eventId: string; questions: FormQuestion[]; bar: ReactNode }) {
  const { t } = useTranslation();
  return (
    <RegistrationShell event={event} heading={t('registration.heading')} top={bar}>
      <RegistrationForm eventId={eventId} questions={questions} prefill={{}} mode="preview" />
    </RegistrationShell>
  );
}
