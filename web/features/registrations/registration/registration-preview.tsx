import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HackathonParticipationType } from '../../../../contract/users.ts';
import type { FormQuestion } from './answer-values.ts';
import { RegistrationForm } from './registration-form.tsx';
import { RegistrationShell } from './registration-shell.tsx';
import type { ShellEvent } from './registration-shell.tsx';

/** The form as a guest would meet it, for the host's preview: every check runs, nothing is sent. */
export function RegistrationPreview({
  event,
  eventId,
  questions,
  participationTypes = null,
  bar,
}: {
  event: ShellEvent;
  eventId: string;
  questions: FormQuestion[];
  /** a hackathon's form asks how the person takes part, first */
  participationTypes?: readonly HackathonParticipationType[] | null;
  bar: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <RegistrationShell event={event} heading={t('registration.heading')} top={bar}>
      <RegistrationForm
        eventId={eventId}
        questions={questions}
        prefill={{}}
        participationTypes={participationTypes}
        mode="preview"
      />
    </RegistrationShell>
  );
}
