import { Avatar, Button, Skeleton } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Participant } from '../../../../../contract/guests.ts';
import { formatTimeWithZone, viewerTimeZone } from '../../../../components/event/event-time-format.ts';
import { StatusBadge } from '../../../../components/event/status-badge.tsx';
import { readableInitialsColors } from '../../../../components/ui/initials-colors.ts';
import { currentLocale } from '../../../../i18n/index.ts';
import classes from '../check-in.module.css';

type Props = {
  guest: Participant | undefined;
  busy: boolean;
  onCheckIn: (guest: Participant) => void;
  onUndo: (guest: Participant) => void;
};

/** A guest at the door: check in by hand, or undo, or why not (not approved). */
export function CheckInRow({ guest, busy, onCheckIn, onUndo }: Props) {
  const { t } = useTranslation();
  if (!guest) {
    return (
      <div className={classes.row} aria-hidden>
        <Skeleton circle height={40} />
        <Skeleton height={12} width="45%" radius="xl" />
      </div>
    );
  }
  const checkedIn = guest.checkInStatus === 'CHECKED_IN';
  const ticket = guest.ticket.name ?? t('checkIn.defaultTicket');
  return (
    <div className={`${classes.row} ${checkedIn ? classes.rowDone : ''}`} data-testid="check-in-row">
      <Avatar
        src={guest.avatarUrl}
        name={guest.name}
        color="initials"
        allowedInitialsColors={readableInitialsColors}
        radius="xl"
        size={40}
        alt=""
      />
      <div className={classes.rowText}>
        <span className={classes.rowName}>{guest.name}</span>
        <span className={classes.rowMeta}>{[guest.email, guest.organization, ticket].filter(Boolean).join(' · ')}</span>
      </div>
      <div className={classes.rowAction}>
        {checkedIn ? (
          <>
            <span className={classes.doneAt}>
              <IconCircleCheckFilled size={18} aria-hidden />
              {guest.checkedInAt
                ? formatTimeWithZone(guest.checkedInAt, currentLocale(), viewerTimeZone())
                : t('checkIn.labels.CHECKED_IN')}
            </span>
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              radius="xl"
              disabled={busy}
              onClick={() => onUndo(guest)}
              aria-label={t('checkIn.actions.undoFor', { name: guest.name })}
            >
              {t('checkIn.actions.undo')}
            </Button>
          </>
        ) : guest.status === 'APPROVED' ? (
          <Button
            size="sm"
            radius="xl"
            variant="light"
            disabled={busy}
            onClick={() => onCheckIn(guest)}
            aria-label={t('checkIn.actions.checkInFor', { name: guest.name })}
          >
            {t('checkIn.actions.checkIn')}
          </Button>
        ) : (
          <StatusBadge tone={guest.status === 'PENDING' ? 'yellow' : 'gray'}>{t(`checkIn.labels.${guest.label}`)}</StatusBadge>
        )}
      </div>
    </div>
  );
}
