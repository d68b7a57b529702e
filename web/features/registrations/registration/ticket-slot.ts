import type { ReactNode } from 'react';
import type { RegistrationView } from '../../../../contract/registration-views.ts';

/**
 * Where the registration pages show the guest's ticket (status, QR code, cancel). The ticket
 * feature draws it; the route hands it in, as features never import each other.
 */
export type TicketSlot = (props: { eventId: string; registration: RegistrationView; guestToken: string | null }) => ReactNode;
