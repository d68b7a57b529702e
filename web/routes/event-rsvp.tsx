import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hackathonParticipationTypes } from '../../contract/users.ts';
import { Spinner } from '../components/ui/spinner.tsx';
import { RegistrationPreview } from '../features/registrations/registration/registration-preview.tsx';
import { PreviewBar } from '../features/registrations/rsvp-builder/preview-bar.tsx';
import { previewQuestions } from '../features/registrations/rsvp-builder/preview-questions.ts';
import { managedFormQuery } from '../features/registrations/rsvp-builder/rsvp-builder.api.ts';
import { RsvpBuilderPage } from '../features/registrations/rsvp-builder/rsvp-builder-page.tsx';
import { useManagedEventOfRoute } from './event-management.tsx';

/** `…/management/rsvp`: the RSVP form builder, tickets and capacity. */
export function EventRsvpRoute() {
  const { t } = useTranslation();
  const event = useManagedEventOfRoute();
  return (
    <>
      <title>{t('rsvpBuilder.documentTitle', { title: event.title })}</title>
      <RsvpBuilderPage event={event} />
    </>
  );
}

/** `…/management/rsvp/preview`: the saved form as guests see it (the guest side draws it). */
export function EventRsvpPreviewRoute() {
  const { t } = useTranslation();
  const event = useManagedEventOfRoute();
  const form = useQuery(managedFormQuery(event.id));
  return (
    <>
      <title>{t('rsvpBuilder.previewDocumentTitle', { title: event.title })}</title>
      {form.data ? (
        <RegistrationPreview
          event={event}
          eventId={event.id}
          questions={previewQuestions(form.data)}
          participationTypes={event.type === 'HACKATHON' ? hackathonParticipationTypes : null}
          bar={<PreviewBar />}
        />
      ) : (
        <Spinner />
      )}
    </>
  );
}
