import { Avatar } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventRole } from '../../../../../contract/events.ts';
import type { ParticipantDetail } from '../../../../../contract/guests.ts';
import { formatShortDate, formatTimeWithZone, viewerTimeZone } from '../../../../components/event/event-time-format.ts';
import { StatusBadge } from '../../../../components/event/status-badge.tsx';
import { readableInitialsColors } from '../../../../components/ui/initials-colors.ts';
import { currentLocale } from '../../../../i18n/index.ts';
import { GuestStatusBadge, ticketName } from '../list/guest-badges.tsx';
import { CheckInLog } from './check-in-log.tsx';
import classes from './guest-detail.module.css';
import { GuestAnswers } from './guest-answers.tsx';
import { GuestDecisions } from './guest-decisions.tsx';
import { GuestProfile } from './guest-profile.tsx';

/** Who the guest is, where they stand, what they answered, and the door's record of them. */
export function GuestDetail({ eventId, guest, myRole }: { eventId: string; guest: ParticipantDetail; myRole: EventRole | null }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const zone = viewerTimeZone();
  const at = (iso: string) => `${formatShortDate(iso, locale, zone)} ${formatTimeWithZone(iso, locale, zone)}`;
  return (
    <div className={classes.detail} data-testid="guest-detail">
      <div className={classes.identity}>
        <Avatar
          src={guest.avatarUrl}
          name={guest.name}
          color="initials"
          allowedInitialsColors={readableInitialsColors}
          radius="xl"
          size={56}
          alt=""
        />
        <div className={classes.identityText}>
          <p className={classes.name}>{guest.name}</p>
          <p className={classes.email}>{guest.email}</p>
          <div className={classes.badges}>
            <GuestStatusBadge guest={guest} />
            <StatusBadge tone="gray">{t(guest.isMember ? 'guests.detail.member' : 'guests.detail.nonMember')}</StatusBadge>
          </div>
        </div>
      </div>
      <dl className={classes.facts}>
        <div>
          <dt>{t('guests.columns.ticket')}</dt>
          <dd>{ticketName(guest.ticket, t)}</dd>
        </div>
        {guest.participationType && (
          <div>
            <dt>{t('guests.filters.participationType')}</dt>
            <dd data-testid="guest-detail-participation-type">{t(`people.participationTypes.${guest.participationType}`)}</dd>
          </div>
        )}
        <div>
          <dt>{t('guests.columns.registered')}</dt>
          <dd>{at(guest.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('guests.columns.checkIn')}</dt>
          <dd>{guest.checkedInAt ? at(guest.checkedInAt) : t('guests.checkIn.NOT_CHECKED_IN')}</dd>
        </div>
      </dl>
      <GuestDecisions eventId={eventId} guest={guest} myRole={myRole} />
      <GuestAnswers answers={guest.answers} />
      <GuestProfile profile={guest.profile} />
      <CheckInLog entries={guest.checkInLog} at={at} />
    </div>
  );
}
