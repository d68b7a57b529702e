import type { ReactNode } from 'react';
import type { RegistrationState } from '../../../../contract/events.ts';
import { StatusBadge } from '../../../components/event/status-badge.tsx';
import type { StatusTone } from '../../../components/event/status-badge.tsx';
import classes from './event-page.module.css';
import { usePageText } from '../../../i18n/page-text.tsx';

const stateTones: Record<RegistrationState, StatusTone> = { BEFORE: 'blue', OPEN: 'green', CLOSED: 'gray', SOLD_OUT: 'red' };

type Props = {
  state: RegistrationState;
  approvalRequired: boolean;
  maxParticipants: number | null;
  /** the registration button, added by the registration feature */
  action?: ReactNode;
};

/** The registration period (before, open, closed, sold out) and what a guest should know first. */
export function RegistrationCard({ state, approvalRequired, maxParticipants, action }: Props) {
  const { t } = usePageText();
  const open = state === 'OPEN';
  return (
    <section className={classes.card} aria-labelledby="event-registration-heading">
      <div className={classes.cardHeader}>
        <h2 id="event-registration-heading" className={classes.cardHeading}>
          {t('eventPage.registration.heading')}
        </h2>
        <StatusBadge tone={stateTones[state]} data-testid="registration-state">
          {t(`eventPage.registration.state.${state}`)}
        </StatusBadge>
      </div>
      <p className={classes.cardText}>{t(`eventPage.registration.message.${state}`)}</p>
      {open && (approvalRequired || maxParticipants !== null) && (
        <ul className={classes.cardFacts}>
          {approvalRequired && <li>{t('eventPage.registration.approvalRequired')}</li>}
          {maxParticipants !== null && <li>{t('eventPage.registration.capacity', { count: maxParticipants })}</li>}
        </ul>
      )}
      {action}
    </section>
  );
}
