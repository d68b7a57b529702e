import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../../../../../contract/event-views.ts';
import { can } from '../../../../../contract/events.ts';
import { dashboardQuery } from '../guests.api.ts';
import { ApprovalsCard } from './approvals-card.tsx';
import { CheckInCard } from './check-in-card.tsx';
import classes from './dashboard.module.css';
import { RegistrationsCard } from './registrations-card.tsx';

/** The management index's charts: registrations over time, approvals pending, check-in progress. */
export function HostDashboard({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  // Refreshed while the page is open: registrations and check-ins keep coming in.
  const dashboard = useQuery({ ...dashboardQuery(event.id), refetchInterval: 30_000 });
  return (
    <section className={classes.dashboard} aria-labelledby="dashboard-heading" data-testid="host-dashboard">
      <h2 id="dashboard-heading" className={classes.heading}>
        {t('guests.dashboard.heading')}
      </h2>
      {dashboard.data ? (
        <div className={classes.grid}>
          <RegistrationsCard data={dashboard.data} />
          <ApprovalsCard data={dashboard.data} canDecide={can(event.myRole, 'decideGuests')} />
          <CheckInCard data={dashboard.data} />
        </div>
      ) : dashboard.isError ? (
        <p className={classes.note}>{t('guests.dashboard.unavailable')}</p>
      ) : (
        <div className={classes.grid} aria-hidden>
          <Skeleton height={300} radius="lg" className={classes.wide} />
          <Skeleton height={280} radius="lg" />
          <Skeleton height={280} radius="lg" />
        </div>
      )}
    </section>
  );
}
