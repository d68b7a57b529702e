import { Button } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconClock, IconLogin2, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EventRole } from '../../../../../contract/events.ts';
import { can } from '../../../../../contract/events.ts';
import type { Participant } from '../../../../../contract/guests.ts';
import { showToast } from '../../../../components/ui/toast.tsx';
import { useChangeGuest } from '../guests.api.ts';
import type { HostDecision } from '../guests.api.ts';
import classes from './guest-detail.module.css';

// Colours and variants whose label keeps 4.5:1 against its button.
const decisions: { status: HostDecision; icon: typeof IconCheck; color: string; variant: 'filled' | 'outline' | 'default' }[] = [
  { status: 'APPROVED', icon: IconCheck, color: 'moim', variant: 'filled' },
  { status: 'REJECTED', icon: IconX, color: 'red.9', variant: 'outline' },
  { status: 'PENDING', icon: IconClock, color: 'gray', variant: 'default' },
];

/**
 * Approve, reject, back to pending (HOST, CO_HOST) and check in or undo (anyone on the team).
 * A change the server does not allow (a guest who cancelled, say) answers G20024, shown as a toast.
 */
export function GuestDecisions({ eventId, guest, myRole }: { eventId: string; guest: Participant; myRole: EventRole | null }) {
  const { t } = useTranslation();
  const change = useChangeGuest(eventId);
  const busy = change.isPending;
  const decide = (status: HostDecision) =>
    change.mutate(
      { pid: guest.id, status },
      { onSuccess: (next) => showToast('success', t(`guests.toast.${status}`, { name: next.name })) },
    );
  const checkedIn = guest.checkInStatus === 'CHECKED_IN';
  const toggleCheckIn = () =>
    change.mutate(
      { pid: guest.id, checkInStatus: checkedIn ? 'NOT_CHECKED_IN' : 'CHECKED_IN' },
      {
        onSuccess: (next) =>
          showToast('success', t(checkedIn ? 'guests.toast.undone' : 'guests.toast.checkedIn', { name: next.name })),
      },
    );

  return (
    <div className={classes.actions}>
      {can(myRole, 'decideGuests') &&
        decisions
          .filter((decision) => decision.status !== guest.status)
          .map(({ status, icon: Icon, color, variant }) => (
            <Button
              key={status}
              size="sm"
              radius="xl"
              color={color}
              variant={variant}
              disabled={busy}
              leftSection={<Icon size={16} aria-hidden />}
              onClick={() => decide(status)}
            >
              {t(`guests.actions.${status}`)}
            </Button>
          ))}
      {guest.status === 'APPROVED' && can(myRole, 'checkInGuests') && (
        <Button
          size="sm"
          radius="xl"
          variant={checkedIn ? 'default' : 'light'}
          disabled={busy}
          leftSection={checkedIn ? <IconArrowBackUp size={16} aria-hidden /> : <IconLogin2 size={16} aria-hidden />}
          onClick={toggleCheckIn}
        >
          {t(checkedIn ? 'guests.actions.undoCheckIn' : 'guests.actions.checkIn')}
        </Button>
      )}
    </div>
  );
}
