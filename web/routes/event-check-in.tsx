import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckInPage } from '../features/registrations/check-in/check-in-page.tsx';
import { useManagedEventOfRoute } from './event-management.tsx';

/** `…/management/checkin`: the live count and the door's list. */
export function EventCheckInRoute() {
  const { t } = useTranslation();
  const event = useManagedEventOfRoute();
  return (
    <Container size="lg" w="100%" py={28}>
      <title>{t('checkIn.documentTitle', { title: event.title })}</title>
      <CheckInPage event={event} />
    </Container>
  );
}
