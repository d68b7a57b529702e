import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HostDashboard } from '../../../../../contract/guests.ts';
import { ChartTable } from './chart-table.tsx';
import classes from './dashboard.module.css';

const statuses = ['APPROVED', 'PENDING', 'WAITLISTED', 'REJECTED', 'CANCELLED'] as const;

/** Approvals pending, the guests by status as one stacked bar, and the seats taken. */
export function ApprovalsCard({ data, canDecide }: { data: HostDashboard; canDecide: boolean }) {
  const { t } = useTranslation();
  const total = Math.max(1, data.total);
  const { maxParticipants, seatsTaken } = data.capacity;
  return (
    <section className={classes.card} aria-labelledby="dash-approvals">
      <h3 id="dash-approvals" className={classes.cardTitle}>
        {t('guests.dashboard.approvals.title')}
      </h3>
      <p className={classes.bigNumber} data-testid="pending-approvals">
        {data.pendingApprovals.toLocaleString()}
        <span className={classes.bigCaption}>{t('guests.dashboard.approvals.pending', { count: data.pendingApprovals })}</span>
      </p>
      <div className={classes.stack} aria-hidden>
        {statuses.map((status) =>
          data.countsByStatus[status] > 0 ? (
            <span
              key={status}
              className={classes[`seg${status}`]}
              style={{ width: `${(data.countsByStatus[status] / total) * 100}%` }}
            />
          ) : null,
        )}
      </div>
      <ul className={classes.statusLegend} aria-hidden>
        {statuses.map((status) => (
          <li key={status}>
            <span className={`${classes.dot} ${classes[`seg${status}`]}`} />
            {t(`guests.statuses.${status}`)}
            <strong>{data.countsByStatus[status].toLocaleString()}</strong>
          </li>
        ))}
      </ul>
      <ChartTable
        caption={t('guests.dashboard.approvals.byStatus')}
        headers={[t('guests.columns.status'), t('guests.dashboard.table.guests')]}
        rows={statuses.map((status) => [t(`guests.statuses.${status}`), data.countsByStatus[status]])}
      />
      <p className={classes.note}>
        {maxParticipants === null
          ? t('guests.dashboard.approvals.unlimited', { count: seatsTaken })
          : t('guests.dashboard.approvals.seats', { taken: seatsTaken, max: maxParticipants })}
      </p>
      <Button
        component={Link}
        to={data.pendingApprovals > 0 ? 'guest?status=PENDING' : 'guest'}
        variant="light"
        radius="xl"
        size="sm"
        rightSection={<IconArrowRight size={16} aria-hidden />}
        className={classes.cardAction}
      >
        {t(
          canDecide && data.pendingApprovals > 0 ? 'guests.dashboard.approvals.review' : 'guests.dashboard.approvals.viewGuests',
        )}
      </Button>
    </section>
  );
}
