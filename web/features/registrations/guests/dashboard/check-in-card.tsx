import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HostDashboard } from '../../../../../contract/guests.ts';
import { currentLocale } from '../../../../i18n/index.ts';
import { BarChart } from './bar-chart.tsx';
import { ChartTable } from './chart-table.tsx';
import { continuousHours, hourLabel, spreadLabels } from './chart-labels.ts';
import classes from './dashboard.module.css';
import { ProgressRing } from './progress-ring.tsx';

/** Checked in of approved as a ring, check-ins per hour, and each ticket's progress. */
export function CheckInCard({ data }: { data: HostDashboard }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { approved, checkedIn } = data.checkIn;
  const hours = continuousHours(data.checkInsOverTime);
  const summary = t('guests.dashboard.checkIn.summary', { checkedIn, approved });
  return (
    <section className={classes.card} aria-labelledby="dash-check-in">
      <h3 id="dash-check-in" className={classes.cardTitle}>
        {t('guests.dashboard.checkIn.title')}
      </h3>
      <div className={classes.ringRow}>
        <ProgressRing
          value={checkedIn}
          max={approved}
          title={t('guests.dashboard.checkIn.ringTitle')}
          description={summary}
          caption={t('guests.dashboard.checkIn.ringCaption')}
        />
        <p className={classes.ringSummary} data-testid="dashboard-check-in">
          {summary}
        </p>
      </div>
      {hours.length > 0 && (
        <>
          <BarChart
            title={t('guests.dashboard.checkIn.perHour')}
            description={t('guests.dashboard.checkIn.perHourDescription', { count: checkedIn })}
            values={hours.map((hour) => hour.count)}
            barTitles={hours.map((hour) =>
              t('guests.dashboard.checkIn.barTitle', { hour: hourLabel(hour.hour, locale), count: hour.count }),
            )}
            axisLabels={spreadLabels(hours, 4, (hour) => hourLabel(hour.hour, locale))}
            tone="teal"
            height={90}
          />
          <ChartTable
            caption={t('guests.dashboard.checkIn.perHour')}
            headers={[t('guests.dashboard.table.hour'), t('guests.dashboard.table.checkIns')]}
            rows={hours.map((hour) => [`${hour.hour.slice(0, 10)} ${hourLabel(hour.hour, locale)}`, hour.count])}
          />
        </>
      )}
      {data.tickets.length > 1 && (
        <ul className={classes.tickets}>
          {data.tickets.map((ticket) => (
            <li key={ticket.id}>
              <span className={classes.ticketName}>{ticket.name ?? t('guests.defaultTicket')}</span>
              <span className={classes.ticketTrack} aria-hidden>
                <span style={{ width: `${ticket.approved ? (ticket.checkedIn / ticket.approved) * 100 : 0}%` }} />
              </span>
              <span className={classes.ticketCount}>
                {ticket.checkedIn}/{ticket.approved}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Button
        component={Link}
        to="checkin"
        variant="default"
        radius="xl"
        size="sm"
        rightSection={<IconArrowRight size={16} aria-hidden />}
        className={classes.cardAction}
      >
        {t('guests.dashboard.checkIn.open')}
      </Button>
    </section>
  );
}
