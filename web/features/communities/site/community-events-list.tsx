import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventSummary } from '../../../../contract/event-views.ts';
import { EventCover } from '../../../components/event/event-cover.tsx';
import { formatWhen, viewerTimeZone } from '../../../components/event/event-time-format.ts';
import { currentLocale } from '../../../i18n/index.ts';
import classes from './community.module.css';

/** The community's events as a list: cover, title, when, and a badge for members-only ones. */
export function CommunityEventsList({ events, testId }: { events: EventSummary[]; testId: string }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const zone = viewerTimeZone();
  return (
    <ul className={classes.eventList} data-testid={testId}>
      {events.map((event) => {
        const when = formatWhen(event, locale, zone);
        return (
          <li key={event.id}>
            <Link to={`/events/${encodeURIComponent(event.handle)}`} className={classes.eventItem} data-testid="community-event">
              <EventCover src={event.coverImageUrl} seed={event.id} className={classes.eventCover} />
              <span className={classes.eventText}>
                <span className={classes.eventTitle}>{event.title}</span>
                <Text component="span" size="sm" c="dimmed">
                  {[when.date, when.time].filter(Boolean).join(' · ')}
                </Text>
                {event.visibility === 'MEMBER_ONLY' && (
                  <Badge size="sm" variant="light" color="grape" tt="none">
                    {t('communitySite.events.memberOnly')}
                  </Badge>
                )}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
