import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventSummary } from '../../../../contract/event-views.ts';
import { dayKey, formatShortDate, formatWeekday, viewerTimeZone } from '../../../components/event/event-time-format.ts';
import { currentLocale } from '../../../i18n/index.ts';
import { EventCard } from './event-card.tsx';
import classes from './events.module.css';

type Props = {
  events: EventSummary[];
  showRole?: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
};

type Day = { key: string; first: EventSummary; zone: string; events: EventSummary[] };

/** Days in the order the list came; all-day events belong to the day where they happen. */
function groupByDay(events: EventSummary[], timeZone: string): Day[] {
  const days: Day[] = [];
  for (const event of events) {
    const zone = event.allDay ? event.timezone : timeZone;
    const key = dayKey(event.startsAt, zone);
    const last = days.at(-1);
    if (last?.key === key) last.events.push(event);
    else days.push({ key, first: event, zone, events: [event] });
  }
  return days;
}

/** Events grouped by day, Luma-style: the date on the left, the cards on the right. */
export function EventTimeline({ events, showRole, hasMore, loadingMore, onLoadMore }: Props) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const timeZone = viewerTimeZone();
  return (
    <div className={classes.timeline}>
      {groupByDay(events, timeZone).map((day) => (
        <section key={day.key} className={classes.day} aria-labelledby={`day-${day.key}`}>
          <h2 id={`day-${day.key}`} className={classes.dayHeading}>
            <span className={classes.dayDate}>{formatShortDate(day.first.startsAt, locale, day.zone)}</span>
            <span className={classes.dayWeekday}>{formatWeekday(day.first.startsAt, locale, day.zone)}</span>
          </h2>
          <div className={classes.dayEvents}>
            {day.events.map((event) => (
              <EventCard key={event.id} event={event} timeZone={timeZone} showRole={showRole} />
            ))}
          </div>
        </section>
      ))}
      {hasMore && (
        <Button variant="default" radius="xl" onClick={onLoadMore} loading={loadingMore} className={classes.loadMore}>
          {t('events.loadMore')}
        </Button>
      )}
    </div>
  );
}
