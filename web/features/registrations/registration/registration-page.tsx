import { useTranslation } from 'react-i18next';
import type { EventPage } from '../../../../contract/event-views.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../../session/session.ts';
import { GuestRegistration } from './guest-registration.tsx';
import { MemberRegistration } from './member-registration.tsx';
import { RegistrationShell } from './registration-shell.tsx';
import type { TicketSlot } from './ticket-slot.ts';

/** `/events/:handle/registration`: members answer the form; anyone else signs in or proves their email first. */
export function RegistrationPage({ event, ticket }: { event: EventPage; ticket: TicketSlot }) {
  const { t } = useTranslation();
  const session = useSession();
  if (session.status !== 'signed-in' && session.status !== 'anonymous') return <Spinner />;
  return (
    <RegistrationShell event={event} heading={t('registration.heading')}>
      {session.status === 'signed-in' ? (
        <MemberRegistration event={event} />
      ) : (
        <GuestRegistration event={event} ticket={ticket} />
      )}
    </RegistrationShell>
  );
}
