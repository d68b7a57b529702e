import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { LoungeEntryLink } from '../features/people/lounge/lounge-entry-link.tsx';
import { MyTicketsPage } from '../features/registrations/ticket/my-tickets-page.tsx';
import { requireSignedIn } from '../session/require-signed-in.ts';

export async function myTicketLoader(args: LoaderFunctionArgs) {
  await requireSignedIn(args);
  return null;
}

/** `/events/myticket`: my registrations and, for the chosen event, the ticket with its QR code and the way to its lounge. */
export function MyTicketRoute() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('ticket.documentTitle')}</title>
      <MyTicketsPage eventLinks={(event) => <LoungeEntryLink eventId={event.id} handle={event.handle} />} />
    </>
  );
}
