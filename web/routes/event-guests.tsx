import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GuestListPage } from '../features/registrations/guests/guest-list-page.tsx';
import { useManagedEventOfRoute } from './event-management.tsx';

/** `…/management/guest`: the guest list, its decisions and the export. */
export function EventGuestsRoute() {
  const { t } = useTranslation();
  const event = useManagedEventOfRoute();
  return (
    <Container size="lg" w="100%" py={28}>
      <title>{t('guests.documentTitle', { title: event.title })}</title>
      <GuestListPage event={event} />
    </Container>
  );
}
