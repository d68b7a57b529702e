import { Button } from '@mantine/core';
import { IconCalendarTime, IconLock, IconTicketOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TicketsInfo } from '../../../../contract/registration-views.ts';
import classes from './registration.module.css';
import { opensAt } from './registration-state.ts';
import { dateFormatter } from '../../../../contract/date-formatter.ts';

/** Why the form isn't there: not yet open, closed, or full. */
export function ClosedNotice({ info, onRetry }: { info: TicketsInfo | null; onRetry?: () => void }) {
  const { t, i18n } = useTranslation();
  // Open, yet no form: it could not be loaded.
  const state = !info
    ? 'ERROR'
    : !info.formPublished
      ? 'CLOSED'
      : info.registrationState === 'OPEN'
        ? 'ERROR'
        : info.registrationState;
  const start = info && state === 'BEFORE' ? opensAt(info) : null;
  const Icon = state === 'BEFORE' ? IconCalendarTime : state === 'SOLD_OUT' ? IconTicketOff : IconLock;
  return (
    <div className={classes.notice} role="status">
      <span className={classes.noticeIcon}>
        <Icon size={26} aria-hidden />
      </span>
      <p className={classes.noticeTitle}>{t(`registration.closed.${state}.title`)}</p>
      <p className={classes.noticeText}>
        {start
          ? t('registration.closed.BEFORE.opensAt', {
              date: dateFormatter(i18n.language, {
                weekday: 'long',
                year: 'numeric',
                month: 'long',
                day: 'numeric',
                hour: 'numeric',
                minute: '2-digit',
                timeZoneName: 'short',
              }).format(new Date(start)),
            })
          : t(`registration.closed.${state}.body`)}
      </p>
      {onRetry && state === 'ERROR' && (
        <Button variant="default" radius="xl" onClick={onRetry}>
          {t('registration.retry')}
        </Button>
      )}
    </div>
  );
}
