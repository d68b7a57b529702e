import { useTranslation } from 'react-i18next';
import type { HostDashboard } from '../../../../../contract/guests.ts';
import { timeZoneLabel } from '../../../../components/event/event-time-format.ts';
import { currentLocale } from '../../../../i18n/index.ts';
import { BarChart } from './bar-chart.tsx';
import { ChartTable } from './chart-table.tsx';
import { dayLabel, spreadLabels } from './chart-labels.ts';
import classes from './dashboard.module.css';

/** Registrations per day, with the running total as a line. */
export function RegistrationsCard({ data }: { data: HostDashboard }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const days = data.registrationsOverTime;
  const lastWeek = days.slice(-7).reduce((sum, day) => sum + day.count, 0);
  return (
    <section className={`${classes.card} ${classes.wide}`} aria-labelledby="dash-registrations">
      <div className={classes.cardHead}>
        <h3 id="dash-registrations" className={classes.cardTitle}>
          {t('guests.dashboard.registrations.title')}
        </h3>
        {days.length > 0 && (
          <span className={classes.legend} aria-hidden>
            <span className={classes.legendBar} /> {t('guests.dashboard.registrations.daily')}
            <span className={classes.legendLine} /> {t('guests.dashboard.registrations.cumulative')}
          </span>
        )}
      </div>
      <p className={classes.bigNumber}>
        {data.total.toLocaleString()}
        <span className={classes.bigCaption}>{t('guests.dashboard.registrations.total', { count: data.total })}</span>
      </p>
      {days.length === 0 ? (
        <p className={classes.emptyChart}>{t('guests.dashboard.registrations.empty')}</p>
      ) : (
        <>
          <p className={classes.trend}>{t('guests.dashboard.registrations.lastWeek', { count: lastWeek })}</p>
          <p className={classes.trend}>
            {t('guests.dashboard.zone', {
              zone: `${data.timezone} (${timeZoneLabel(new Date().toISOString(), locale, data.timezone)})`,
            })}
          </p>
          <BarChart
            title={t('guests.dashboard.registrations.chartTitle')}
            description={t('guests.dashboard.registrations.chartDescription', {
              from: dayLabel(days[0].date, locale),
              to: dayLabel(days[days.length - 1].date, locale),
              total: data.total,
            })}
            values={days.map((day) => day.count)}
            line={days.map((day) => day.cumulative)}
            barTitles={days.map((day) =>
              t('guests.dashboard.registrations.barTitle', { day: dayLabel(day.date, locale), count: day.count }),
            )}
            axisLabels={spreadLabels(days, 4, (day) => dayLabel(day.date, locale))}
          />
          <ChartTable
            caption={t('guests.dashboard.registrations.chartTitle')}
            headers={[
              t('guests.dashboard.table.day'),
              t('guests.dashboard.registrations.daily'),
              t('guests.dashboard.registrations.cumulative'),
            ]}
            rows={days.map((day) => [dayLabel(day.date, locale), day.count, day.cumulative])}
          />
        </>
      )}
    </section>
  );
}
