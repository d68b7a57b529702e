import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CheckInSummary } from '../../../../../contract/guests.ts';
import { formatTimeWithZone, viewerTimeZone } from '../../../../components/event/event-time-format.ts';
import { currentLocale } from '../../../../i18n/index.ts';
import type { StreamState } from '../use-check-in-stream.ts';
import classes from '../check-in.module.css';

/** The live count, checked in of approved, with a bar and where the live updates stand. */
export function CheckInCount({ summary, stream }: { summary: CheckInSummary | undefined; stream: StreamState }) {
  const { t } = useTranslation();
  const checkedIn = summary?.checkedIn ?? 0;
  const approved = summary?.approved ?? 0;
  const ratio = approved > 0 ? checkedIn / approved : 0;
  return (
    <section className={classes.countCard} aria-labelledby="check-in-count-label">
      <div className={classes.countTop}>
        <h2 id="check-in-count-label" className={classes.countLabel}>
          {t('checkIn.count.label')}
        </h2>
        <LiveBadge state={stream} />
      </div>
      <p className={classes.count} data-testid="check-in-count" aria-live="polite" aria-atomic>
        <strong aria-hidden>{checkedIn.toLocaleString()}</strong>
        <span className={classes.countOf} aria-hidden>
          {' / '}
          {approved.toLocaleString()}
        </span>
        <VisuallyHidden>{t('checkIn.count.spoken', { checkedIn, approved })}</VisuallyHidden>
      </p>
      <div className={classes.countTrack} aria-hidden>
        <span style={{ width: `${Math.round(ratio * 100)}%` }} />
      </div>
      <p className={classes.countNote}>
        {summary?.lastCheckInAt
          ? t('checkIn.count.last', { time: formatTimeWithZone(summary.lastCheckInAt, currentLocale(), viewerTimeZone()) })
          : t('checkIn.count.none')}
      </p>
    </section>
  );
}

export function LiveBadge({ state }: { state: StreamState }) {
  const { t } = useTranslation();
  return (
    <span className={classes.live} data-state={state} data-testid="live-state">
      <span className={classes.liveDot} aria-hidden />
      {t(`checkIn.stream.${state}`)}
    </span>
  );
}
