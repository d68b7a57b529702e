import { Button, Loader } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheckFilled, IconClockCheck, IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimeWithZone, viewerTimeZone } from '../../../../components/event/event-time-format.ts';
import { currentLocale } from '../../../../i18n/index.ts';
import { useUndoCheckIn } from '../check-in.api.ts';
import classes from './scanner.module.css';
import type { CameraState } from './use-qr-camera.ts';
import type { ScanOutcome } from './use-scan-queue.ts';

const refusalTitles: Record<string, string> = {
  G20080: 'invalidTicket',
  G20081: 'invalidTicket',
  G20082: 'otherEvent',
  G20083: 'notAdmitted',
  G20084: 'notAdmitted',
  G20085: 'notAdmitted',
  G20086: 'notAdmitted',
};

/**
 * The answer to the latest scan, big enough to read at arm's length; announced to screen readers.
 * Before the first scan it says whether scanning can start: never "Ready" without a camera.
 */
export function ScanResult({ eventId, outcome, camera }: { eventId: string; outcome: ScanOutcome | null; camera: CameraState }) {
  const { t } = useTranslation();
  const undo = useUndoCheckIn(eventId);
  const [undoneId, setUndoneId] = useState<number | null>(null);
  const time = (iso: string) => formatTimeWithZone(iso, currentLocale(), viewerTimeZone());

  let tone = 'idle';
  let icon = <IconQrcode size={34} aria-hidden />;
  let title = t(
    camera === 'scanning'
      ? 'checkIn.scanner.ready'
      : camera === 'starting'
        ? 'checkIn.scanner.starting'
        : 'checkIn.scanner.unavailable',
  );
  let detail: string | null =
    camera === 'scanning' ? t('checkIn.scanner.readyHint') : camera === 'starting' ? null : t('checkIn.scanner.unavailableHint');
  let name: string | null = null;
  if (outcome?.kind === 'checking') {
    [tone, icon, title, detail] = ['checking', <Loader key="l" size={30} color="gray" />, t('checkIn.scanner.checking'), null];
  } else if (outcome?.kind === 'CHECKED_IN' || outcome?.kind === 'ALREADY_CHECKED_IN') {
    const fresh = outcome.kind === 'CHECKED_IN';
    const undone = undoneId === outcome.id;
    name = outcome.result.participant.name;
    tone = undone ? 'idle' : fresh ? 'success' : 'repeat';
    icon = fresh ? <IconCircleCheckFilled size={40} aria-hidden /> : <IconClockCheck size={38} aria-hidden />;
    title = t(undone ? 'checkIn.scanner.undone' : fresh ? 'checkIn.scanner.success' : 'checkIn.scanner.already');
    detail = fresh
      ? (outcome.result.participant.ticket.name ?? t('checkIn.defaultTicket'))
      : t('checkIn.scanner.alreadyAt', { time: time(outcome.result.checkedInAt) });
  } else if (outcome?.kind === 'refused') {
    [tone, icon, title, detail] = [
      'failure',
      <IconAlertTriangle key="a" size={36} aria-hidden />,
      t(`checkIn.scanner.refused.${refusalTitles[outcome.code ?? ''] ?? 'other'}`),
      outcome.message,
    ];
  }

  const canUndo = outcome?.kind === 'CHECKED_IN' && undoneId !== outcome.id;
  return (
    <section className={classes.result} data-tone={tone} data-testid="scan-result" aria-live="polite" aria-atomic>
      <span className={classes.resultIcon}>{icon}</span>
      <div className={classes.resultText}>
        <p className={classes.resultTitle}>{title}</p>
        {name && <p className={classes.resultName}>{name}</p>}
        {detail && <p className={classes.resultDetail}>{detail}</p>}
      </div>
      {canUndo && (
        <Button
          variant="white"
          color="dark"
          size="xs"
          radius="xl"
          loading={undo.isPending}
          onClick={() => undo.mutate(outcome.result.participant.id, { onSuccess: () => setUndoneId(outcome.id) })}
          className={classes.resultUndo}
        >
          {t('checkIn.actions.undo')}
        </Button>
      )}
    </section>
  );
}
