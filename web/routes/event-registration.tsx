import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { queryClient } from '../api/query-client.ts';
import { eventPageQuery } from '../features/events/event-page/event-page.api.ts';
import { RegistrationPage } from '../features/registrations/registration/registration-page.tsx';
import { RegistrationResult } from '../features/registrations/registration/registration-result.tsx';
import type { TicketSlot } from '../features/registrations/registration/ticket-slot.ts';
import { TicketView } from '../features/registrations/ticket/ticket-view.tsx';

export async function eventRegistrationLoader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(eventPageQuery(params.handle ?? ''));
  return null;
}

const ticket: TicketSlot = (props) => <TicketView {...props} />;

function useEventOfRoute() {
  const { handle = '' } = useParams();
  return useSuspenseQuery(eventPageQuery(handle)).data;
}

/** `/events/:handle/registration`: the form (members), or the email proof first (non-members). */
export function EventRegistrationRoute() {
  const { t } = useTranslation();
  const event = useEventOfRoute();
  return (
    <>
      <title>{t('registration.documentTitle', { title: event.title })}</title>
      <RegistrationPage event={event} ticket={ticket} />
    </>
  );
}

/** `/events/:handle/registration/result`: approved, pending or on the waitlist, with the ticket. */
export function EventRegistrationResultRoute() {
  const { t } = useTranslation();
  const event = useEventOfRoute();
  return (
    <>
      <title>{t('registration.resultDocumentTitle', { title: event.title })}</title>
      <RegistrationResult event={event} ticket={ticket} />
    </>
  );
}

export { EventPageError as EventRegistrationError } from './event-page.tsx';
