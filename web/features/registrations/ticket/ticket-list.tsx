import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RegistrationSummary } from '../../../../contract/registration-views.ts';
import { RegistrationLabelBadge } from '../../../components/event/registration-label-badge.tsx';
import { dateTile, formatShortDate, formatTimeWithZone, viewerTimeZone } from '../../../components/event/event-time-format.ts';
import { currentLocale } from '../../../i18n/index.ts';
import classes from './ticket.module.css';

type Props = {
  items: RegistrationSummary[];
  selected: string | null;
  linkFor: (eventId: string) => string;
  more: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
};

/** My registrations, one row each: when, what, and where I stand. */
export function TicketList({ items, selected, linkFor, more }: Props) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <>
      <ul className={classes.list} aria-label={t('ticket.listLabel')}>
        {items.map((item) => {
          // The viewer's clock, as every other list of events shows them.
          const zone = viewerTimeZone();
          const tile = dateTile(item.event.startsAt, locale, zone);
          return (
            <li key={item.id}>
              <Link
                to={linkFor(item.eventId)}
                className={classes.row}
                aria-current={item.eventId === selected ? 'true' : undefined}
                preventScrollReset
              >
                <span className={classes.tile} aria-hidden>
                  <span className={classes.tileMonth}>{tile.month}</span>
                  <span className={classes.tileDay}>{tile.day}</span>
                </span>
                <span className={classes.rowText}>
                  <span className={classes.rowTitle}>{item.event.title}</span>
                  <span className={classes.rowWhen}>
                    {formatShortDate(item.event.startsAt, locale, zone)} · {formatTimeWithZone(item.event.startsAt, locale, zone)}
                  </span>
                </span>
                <RegistrationLabelBadge label={item.label}>{t(`ticket.labels.${item.label}`)}</RegistrationLabelBadge>
              </Link>
            </li>
          );
        })}
      </ul>
      {more.hasNextPage && (
        <Button
          variant="default"
          radius="xl"
          loading={more.isFetchingNextPage}
          onClick={() => void more.fetchNextPage()}
          className={classes.more}
        >
          {t('ticket.more')}
        </Button>
      )}
    </>
  );
}
