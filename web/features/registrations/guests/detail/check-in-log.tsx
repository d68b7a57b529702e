import { useTranslation } from 'react-i18next';
import type { CheckInLogEntry } from '../../../../../contract/guests.ts';
import classes from './guest-detail.module.css';

/** Who checked the guest in or undid it, how, and when: the door's record. */
export function CheckInLog({ entries, at }: { entries: CheckInLogEntry[]; at: (iso: string) => string }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby="guest-log">
      <h3 id="guest-log" className={classes.sectionTitle}>
        {t('guests.detail.log')}
      </h3>
      <ol className={classes.log}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <span className={entry.action === 'CHECK_IN' ? classes.logIn : classes.logUndo} aria-hidden />
            <span>
              {t(`guests.log.${entry.action}`, { actor: entry.actor?.name ?? t('guests.log.someone') })}
              <span className={classes.muted}>
                {' · '}
                {t(`guests.log.source.${entry.source}`)} · {at(entry.occurredAt)}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
