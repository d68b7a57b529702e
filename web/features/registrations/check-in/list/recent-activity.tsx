import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CheckInLogEntry } from '../../../../../contract/guests.ts';
import { formatTimeWithZone, viewerTimeZone } from '../../../../components/event/event-time-format.ts';
import { currentLocale } from '../../../../i18n/index.ts';
import classes from '../check-in.module.css';

/** The door's latest activity from every scanner of the event, newest first (from the live stream, kept across reloads). */
export function RecentActivity({ entries }: { entries: CheckInLogEntry[] }) {
  const { t } = useTranslation();
  return (
    <section className={classes.activity} aria-labelledby="recent-activity">
      <h2 id="recent-activity" className={classes.activityTitle}>
        {t('checkIn.recent.title')}
      </h2>
      {entries.length === 0 ? (
        <p className={classes.activityEmpty}>{t('checkIn.recent.empty')}</p>
      ) : (
        <ol className={classes.activityList} aria-live="polite">
          {entries.map((entry) => (
            <li key={entry.id}>
              <span className={entry.action === 'CHECK_IN' ? classes.activityIn : classes.activityUndo} aria-hidden>
                {entry.action === 'CHECK_IN' ? <IconCheck size={14} /> : <IconArrowBackUp size={14} />}
              </span>
              <span className={classes.activityText}>
                <strong>{entry.name}</strong> {t(`checkIn.recent.${entry.action}`)}
                <span className={classes.activityMeta}>
                  {[
                    entry.actor?.name,
                    t(`checkIn.recent.source.${entry.source}`),
                    formatTimeWithZone(entry.occurredAt, currentLocale(), viewerTimeZone()),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
