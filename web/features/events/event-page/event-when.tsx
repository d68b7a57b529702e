import type { EventTimes } from '../../../components/event/event-time-format.ts';
import { dateTile, formatWhen, sameWallClock, viewerTimeZone } from '../../../components/event/event-time-format.ts';
import classes from './event-page.module.css';
import { InfoRow } from './info-row.tsx';
import { usePageText } from '../../../i18n/page-text.tsx';

/**
 * When: in the viewer's timezone, with the event's own timezone beside it. All-day events are
 * whole days where they happen, so they are shown in the event's timezone only.
 */
export function EventWhen({ event }: { event: EventTimes }) {
  const { t, locale } = usePageText();
  const viewer = viewerTimeZone();
  const when = formatWhen(event, locale, viewer);
  const tile = dateTile(event.startsAt, locale, when.timeZone);
  const elsewhere = !event.allDay && !sameWallClock(event.startsAt, viewer, event.timezone);
  const there = elsewhere ? formatWhen(event, locale, event.timezone) : null;
  return (
    <InfoRow
      tile={
        <span className={classes.dateTile}>
          <span className={classes.dateTileMonth}>{tile.month}</span>
          <span className={classes.dateTileDay}>{tile.day}</span>
        </span>
      }
      title={when.date}
    >
      <p className={classes.infoLine}>{when.time ? `${when.time} ${when.zone}` : t('eventPage.when.allDay')}</p>
      <p className={classes.infoNote}>
        {there
          ? t('eventPage.when.eventTime', { zone: event.timezone, date: there.date, time: `${there.time} ${there.zone}` })
          : t('eventPage.when.timeZone', { zone: event.timezone })}
      </p>
    </InfoRow>
  );
}
