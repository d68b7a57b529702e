import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnnouncementsPage } from '../features/messages/announcements/announcements-page.tsx';
import { useManagedEventOfRoute } from './event-management.tsx';

/** `…/management/announcements`: write to the guests and see what went out. */
export function EventAnnouncementsRoute() {
  const { t } = useTranslation();
  const event = useManagedEventOfRoute();
  return (
    <Container size="md" w="100%" py={28}>
      <title>{t('announcements.documentTitle', { title: event.title })}</title>
      <AnnouncementsPage event={event} />
    </Container>
  );
}
