import { useTranslation } from 'react-i18next';
import classes from './scanner.module.css';
import type { ScanOutcome } from './use-scan-queue.ts';

/** The last few scans of this device, so a busy door can look back. */
export function ScanHistory({ outcomes }: { outcomes: ScanOutcome[] }) {
  const { t } = useTranslation();
  const done = outcomes.filter((outcome) => outcome.kind !== 'checking');
  if (done.length === 0) return null;
  return (
    <section aria-labelledby="scan-history" className={classes.history}>
      <h2 id="scan-history" className={classes.historyTitle}>
        {t('checkIn.scanner.history')}
      </h2>
      <ul className={classes.historyList}>
        {done.map((outcome) => (
          <li key={outcome.id} data-kind={outcome.kind}>
            <span className={classes.historyDot} aria-hidden />
            {outcome.kind === 'refused' ? (
              <span>{outcome.message}</span>
            ) : (
              <span>
                <strong>{outcome.result.participant.name}</strong>{' '}
                {t(outcome.kind === 'CHECKED_IN' ? 'checkIn.scanner.historyIn' : 'checkIn.scanner.historyAgain')}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
