import type { RegistrationLabel } from '../../../contract/registrations.ts';
import { StatusBadge } from './status-badge.tsx';
import type { StatusTone } from './status-badge.tsx';

const registrationLabelTones: Record<RegistrationLabel, StatusTone> = {
  NOT_REGISTERED: 'gray',
  APPROVED: 'green',
  PENDING: 'yellow',
  REJECTED: 'red',
  CANCELLED: 'gray',
  WAITLIST: 'blue',
  CHECKED_IN: 'violet',
};

/** A guest's registration status, in the colour every screen uses for it; the words come from the caller. */
export function RegistrationLabelBadge({
  label,
  children,
  size,
}: {
  label: RegistrationLabel;
  children: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <StatusBadge tone={registrationLabelTones[label]} size={size} data-testid="registration-label" data-label={label}>
      {children}
    </StatusBadge>
  );
}
