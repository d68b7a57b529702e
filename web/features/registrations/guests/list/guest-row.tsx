import { Avatar, Checkbox, Skeleton } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Participant } from '../../../../../contract/guests.ts';
import { formatShortDate, formatTimeWithZone, viewerTimeZone } from '../../../../components/event/event-time-format.ts';
import { readableInitialsColors } from '../../../../components/ui/initials-colors.ts';
import { currentLocale } from '../../../../i18n/index.ts';
import { GuestStatusBadge, ticketName } from './guest-badges.tsx';
import classes from './guest-list.module.css';

type Props = {
  guest: Participant | undefined;
  selectable: boolean;
  selected: boolean;
  onToggle: (guest: Participant) => void;
  onOpen: (guest: Participant) => void;
};

/** One guest in the list: the name opens the guest, the box selects them for a bulk decision. */
export const GuestRow = memo(function GuestRow({ guest, selectable, selected, onToggle, onOpen }: Props) {
  const { t } = useTranslation();
  const rowClass = `${classes.row} ${selectable ? '' : classes.noSelect}`;
  if (!guest) {
    return (
      <div className={rowClass} aria-hidden>
        {selectable && <span />}
        <div className={classes.who}>
          <Skeleton circle height={36} />
          <Skeleton height={12} width="40%" radius="xl" />
        </div>
      </div>
    );
  }
  const locale = currentLocale();
  const zone = viewerTimeZone();
  return (
    <div className={`${rowClass} ${selected ? classes.selected : ''}`} data-testid="guest-row">
      {selectable && (
        <Checkbox
          className={classes.check}
          checked={selected}
          onChange={() => onToggle(guest)}
          aria-label={t('guests.bulk.select', { name: guest.name })}
        />
      )}
      <div className={classes.who}>
        <Avatar
          src={guest.avatarUrl}
          name={guest.name}
          color="initials"
          allowedInitialsColors={readableInitialsColors}
          radius="xl"
          size={36}
          alt=""
        />
        <div className={classes.whoText}>
          <button type="button" className={classes.open} onClick={() => onOpen(guest)}>
            {guest.name}
          </button>
          <span className={classes.email}>{guest.organization ? `${guest.email} · ${guest.organization}` : guest.email}</span>
          {guest.participationType && (
            <span className={classes.participationType} data-testid="guest-participation-type">
              {t(`people.participationTypes.${guest.participationType}`)}
            </span>
          )}
        </div>
      </div>
      <span className={`${classes.cell} ${classes.wide}`}>{ticketName(guest.ticket, t)}</span>
      <span className={classes.status}>
        <GuestStatusBadge guest={guest} />
      </span>
      <span className={`${classes.cell} ${classes.wide}`}>
        {guest.checkInStatus === 'CHECKED_IN' && guest.checkedInAt ? (
          <span className={classes.checkedIn}>
            <IconCircleCheckFilled size={16} aria-hidden />
            {formatTimeWithZone(guest.checkedInAt, locale, zone)}
          </span>
        ) : (
          <span className={classes.dim}>{t('guests.checkIn.NOT_CHECKED_IN')}</span>
        )}
      </span>
      <span className={`${classes.cell} ${classes.wide} ${classes.dim}`}>{formatShortDate(guest.createdAt, locale, zone)}</span>
    </div>
  );
});
