import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CheckInSummary } from '../../../../../contract/guests.ts';
import type { RegistrationStatus } from '../../../../../contract/registrations.ts';
import { guestSummaryQuery } from '../guests.api.ts';
import classes from '../guests.module.css';

const order: RegistrationStatus[] = ['PENDING', 'APPROVED', 'WAITLISTED', 'REJECTED', 'CANCELLED'];

const countOf = (summary: CheckInSummary, status: RegistrationStatus | null) =>
  ({
    ALL: summary.total,
    APPROVED: summary.approved,
    PENDING: summary.pending,
    WAITLISTED: summary.waitlisted,
    REJECTED: summary.rejected,
    CANCELLED: summary.cancelled,
  })[status ?? 'ALL'];

/** One registration status at a time (or all), each with how many guests have it. */
export function StatusChips({
  eventId,
  value,
  onChange,
}: {
  eventId: string;
  value: RegistrationStatus | null;
  onChange: (status: RegistrationStatus | null) => void;
}) {
  const { t } = useTranslation();
  const summary = useQuery(guestSummaryQuery(eventId)).data;
  return (
    <div role="group" aria-label={t('guests.filters.statusLabel')} className={classes.chips}>
      {[null, ...order].map((status) => {
        const count = summary ? countOf(summary, status) : undefined;
        return (
          <button
            key={status ?? 'ALL'}
            type="button"
            className={classes.chip}
            aria-pressed={value === status}
            onClick={() => onChange(status)}
            data-status={status ?? 'ALL'}
          >
            {t(status ? `guests.statuses.${status}` : 'guests.statuses.ALL')}
            {count !== undefined && <span className={classes.chipCount}>{count.toLocaleString()}</span>}
          </button>
        );
      })}
    </div>
  );
}
