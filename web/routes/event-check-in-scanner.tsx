import { useTranslation } from 'react-i18next';
import { ScannerPage } from '../features/registrations/check-in/scanner/scanner-page.tsx';
import { useManagedEventOfRoute } from './event-management.tsx';

/**
 * `…/management/checkin-scanner`: the phone at the door, on its own page (outside the management
 * frame, so the camera gets the screen). Only this route's chunk loads the QR decoder.
 */
export function EventCheckInScannerRoute() {
  const { t } = useTranslation();
  const event = useManagedEventOfRoute();
  return (
    <>
      <title>{t('checkIn.scannerDocumentTitle', { title: event.title })}</title>
      <ScannerPage event={event} />
    </>
  );
}
