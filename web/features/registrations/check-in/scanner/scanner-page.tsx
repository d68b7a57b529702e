import { Anchor, Button } from '@mantine/core';
import { IconArrowLeft, IconListSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventDetail } from '../../../../../contract/event-views.ts';
import { checkInSummaryQuery } from '../check-in.api.ts';
import { LiveBadge } from '../list/check-in-count.tsx';
import { useCheckInStream } from '../use-check-in-stream.ts';
import { CameraNotice } from './camera-notice.tsx';
import { ScanHistory } from './scan-history.tsx';
import { ScanResult } from './scan-result.tsx';
import classes from './scanner.module.css';
import { useQrCamera } from './use-qr-camera.ts';
import { useScanQueue } from './use-scan-queue.ts';

/** `…/management/checkin-scanner`: the phone at the door. Scan after scan, one-handed, with the live count on top. */
export function ScannerPage({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const stream = useCheckInStream(event.id);
  const summary = useQuery({ ...checkInSummaryQuery(event.id), refetchInterval: stream.pollInterval }).data;
  const queue = useScanQueue(event.id);
  const camera = useQrCamera(queue.onRead);
  const checkInPath = `/events/${event.id}/management/checkin`;

  return (
    <div className={classes.page}>
      <div className={classes.top}>
        <Anchor component={Link} to={checkInPath} className={classes.back} size="sm">
          <IconArrowLeft size={16} aria-hidden />
          {t('checkIn.scanner.back')}
        </Anchor>
        <LiveBadge state={stream.state} />
      </div>
      <header className={classes.header}>
        <div className={classes.titles}>
          <h1 className={classes.title}>{t('checkIn.scanner.title')}</h1>
          <p className={classes.eventName}>{event.title}</p>
        </div>
        <p className={classes.count} data-testid="scanner-count">
          <span className={classes.countNumbers}>
            <strong>{summary?.checkedIn ?? 0}</strong>/{summary?.approved ?? 0}
          </span>
          <span className={classes.countLabel}>{t('checkIn.scanner.checkedIn')}</span>
        </p>
      </header>
      <div className={classes.viewport}>
        <video ref={camera.videoRef} className={classes.video} muted playsInline aria-label={t('checkIn.scanner.cameraLabel')} />
        {camera.state === 'scanning' && <span className={classes.frame} aria-hidden />}
        <CameraNotice state={camera.state} onRetry={camera.retry} />
      </div>
      <ScanResult eventId={event.id} outcome={queue.current} camera={camera.state} />
      <ScanHistory outcomes={queue.history} />
      <Button
        component={Link}
        to={checkInPath}
        variant="default"
        radius="xl"
        size="md"
        fullWidth
        leftSection={<IconListSearch size={18} aria-hidden />}
      >
        {t('checkIn.scanner.manual')}
      </Button>
    </div>
  );
}
