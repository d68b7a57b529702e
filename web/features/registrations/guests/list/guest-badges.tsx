import { useTranslation } from 'react-i18next';
import type { Participant } from '../../../../../contract/guests.ts';
import type { RegistrationLabel } from '../../../../../contract/registrations.ts';
import { StatusBadge } from '../../../../components/event/status-badge.tsx';
import type { StatusTone } from '../../../../components/event/status-badge.tsx';

const tones: Record<RegistrationLabel, StatusTone> = {
  APPROVED: 'green',
  CHECKED_IN: 'blue',
  PENDING: 'yellow',
  WAITLIST: 'violet',
  REJECTED: 'red',
  CANCELLED: 'gray',
  NOT_REGISTERED: 'gray',
};

/** The guest's registration status; an approved guest who came in reads "Checked in". */
export function GuestStatusBadge({ guest, size = 'sm' }: { guest: Pick<Participant, 'label'>; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={tones[guest.label]} size={size}>
      {t(`guests.labels.${guest.label}`)}
    </StatusBadge>
  );
}

/** The ticket's name; the default ticket has none and shows the interface's own. */
export function ticketName(ticket: Participant['ticket'], t: (key: string) => string) {
  return ticket.name ?? t('guests.defaultTicket');
}
