import { Button, VisuallyHidden } from '@mantine/core';
import {
  IconCircleCheck,
  IconHourglassHigh,
  IconListNumbers,
  IconMapPin,
  IconScan,
  IconSettings,
  IconVideo,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventSummary, MyRegistrationMark } from '../../../../contract/event-views.ts';
import { EventCover } from '../../../components/event/event-cover.tsx';
import { StatusBadge, type StatusTone } from '../../../components/event/status-badge.tsx';
import { formatTime, timeZoneLabel } from '../../../components/event/event-time-format.ts';
import { currentLocale } from '../../../i18n/index.ts';
import classes from './events.module.css';

type Props = { event: EventSummary; timeZone: string; showRole?: boolean };

const marks = {
  CHECKED_IN: { tone: 'blue', Icon: IconScan },
  APPROVED: { tone: 'green', Icon: IconCircleCheck },
  PENDING: { tone: 'yellow', Icon: IconHourglassHigh },
  WAITLISTED: { tone: 'gray', Icon: IconListNumbers },
} as const satisfies Record<string, { tone: StatusTone; Icon: typeof IconScan }>;

/** Where I stand on the event, in words and an icon (never the colour alone); checked in outranks approved. */
function MyStatus({ mark }: { mark: MyRegistrationMark }) {
  const { t } = useTranslation();
  const status = mark.checkedIn ? 'CHECKED_IN' : mark.status;
  const { tone, Icon } = marks[status];
  return (
    <StatusBadge tone={tone} data-testid="my-status" data-status={status}>
      <Icon size={14} aria-hidden />
      <VisuallyHidden>{t('events.card.myStatus')} </VisuallyHidden>
      {t(`events.card.status.${status}`)}
    </StatusBadge>
  );
}

/** One event in a list: the whole card opens the event page; the manage button sits above that link. */
export function EventCard({ event, timeZone, showRole = false }: Props) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const zone = event.allDay ? event.timezone : timeZone;
  const owner = event.hosts.find((host) => host.role === 'HOST') ?? event.hosts[0];
  const others = event.hosts.length - 1;
  return (
    <article className={classes.card}>
      <div className={classes.cardBody}>
        <p className={classes.cardTime}>
          {event.allDay
            ? t('events.card.allDay')
            : `${formatTime(event.startsAt, locale, zone)} ${timeZoneLabel(event.startsAt, locale, zone)}`}
        </p>
        <h3 className={classes.cardTitle}>
          <Link to={`/events/${event.handle}`} className={classes.cardLink}>
            {event.title}
          </Link>
        </h3>
        {owner && (
          <p className={classes.cardMeta}>
            {others > 0
              ? t('events.card.byMany', { name: owner.name, count: others })
              : t('events.card.by', { name: owner.name })}
          </p>
        )}
        <p className={classes.cardMeta}>
          {event.locationMode === 'ONLINE' ? <IconVideo size={15} aria-hidden /> : <IconMapPin size={15} aria-hidden />}
          <span>{event.locationMode === 'ONLINE' ? t('events.card.online') : (event.place ?? t('events.card.offline'))}</span>
        </p>
        {showRole && (
          <div className={classes.cardBadges}>
            {event.status === 'DRAFT' && <StatusBadge tone="yellow">{t('events.card.draft')}</StatusBadge>}
            {event.myRegistration && <MyStatus mark={event.myRegistration} />}
            {event.myRole && <StatusBadge tone="violet">{t(`events.card.role.${event.myRole}`)}</StatusBadge>}
            {event.myRole && (
              <Button
                component={Link}
                to={`/events/${event.id}/management`}
                size="compact-sm"
                variant="default"
                radius="xl"
                leftSection={<IconSettings size={14} aria-hidden />}
                className={classes.cardAction}
                aria-label={t('events.card.manageEvent', { title: event.title })}
              >
                {t('events.card.manage')}
              </Button>
            )}
          </div>
        )}
      </div>
      <EventCover src={event.coverImageUrl} seed={event.title} className={classes.cardCover} />
    </article>
  );
}
