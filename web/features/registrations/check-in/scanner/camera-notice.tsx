import { Button, Loader } from '@mantine/core';
import { IconCameraOff, IconDeviceMobileOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './scanner.module.css';
import type { CameraState } from './use-qr-camera.ts';

/** Over the camera view while there is no picture: starting, or why not. */
export function CameraNotice({ state, onRetry }: { state: CameraState; onRetry: () => void }) {
  const { t } = useTranslation();
  if (state === 'scanning') return null;
  if (state === 'starting') {
    return (
      <div className={classes.notice}>
        <Loader color="white" size="md" aria-hidden />
        <p className={classes.noticeText}>{t('checkIn.scanner.starting')}</p>
      </div>
    );
  }
  const noCamera = state === 'no-camera';
  const Icon = noCamera ? IconDeviceMobileOff : IconCameraOff;
  return (
    <div className={classes.notice} role="alert" data-testid="camera-error">
      <Icon size={36} aria-hidden />
      <p className={classes.noticeTitle}>{t(noCamera ? 'checkIn.scanner.noCamera' : 'checkIn.scanner.accessFailed')}</p>
      <p className={classes.noticeText}>{t(noCamera ? 'checkIn.scanner.noCameraHint' : 'checkIn.scanner.accessFailedHint')}</p>
      <Button variant="white" color="dark" radius="xl" size="sm" onClick={onRetry}>
        {t('checkIn.scanner.retry')}
      </Button>
    </div>
  );
}
