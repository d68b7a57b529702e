import type { TicketsInfo } from '../../../../contract/registration-views.ts';
import { usePageText } from '../../../i18n/page-text.tsx';
import classes from './registration.module.css';

/** The seats still free: the event's maximum and each ticket's quantity, whichever is smaller. */
export function seatsLeft(info: TicketsInfo): { left: number; total: number } | null {
  const limits: { left: number; total: number }[] = [];
  if (info.maxParticipants !== null)
    limits.push({ left: Math.max(0, info.maxParticipants - info.taken), total: info.maxParticipants });
  const selling = info.tickets.filter((ticket) => ticket.saleState === 'OPEN' || ticket.saleState === 'SOLD_OUT');
  if (selling.length > 0 && selling.every((ticket) => ticket.quantity !== null)) {
    limits.push({
      left: selling.reduce((sum, ticket) => sum + Math.max(0, ticket.remaining ?? 0), 0),
      total: selling.reduce((sum, ticket) => sum + (ticket.quantity ?? 0), 0),
    });
  }
  return limits.sort((a, b) => a.left - b.left)[0] ?? null;
}

/** "8 of 20 spots left", with a bar; and the line when there is one. */
export function SeatsLine({ info }: { info: TicketsInfo }) {
  const { t } = usePageText();
  const seats = seatsLeft(info);
  if (!seats && info.waitlistCount === 0) return null;
  return (
    <div className={classes.seats}>
      {seats && (
        <>
          <div className={classes.seatsBar} aria-hidden>
            <div
              className={classes.seatsTaken}
              style={{ width: `${((seats.total - seats.left) / Math.max(1, seats.total)) * 100}%` }}
            />
          </div>
          <p className={classes.seatsText}>
            {seats.left > 0
              ? t('registration.panel.seatsLeft', { count: seats.left, total: seats.total })
              : t('registration.panel.full')}
          </p>
        </>
      )}
      {info.waitlistCount > 0 && (
        <p className={classes.seatsNote}>{t('registration.panel.waitlistCount', { count: info.waitlistCount })}</p>
      )}
    </div>
  );
}
