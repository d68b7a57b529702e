import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeedbackPage } from '../features/messages/feedback/feedback-page.tsx';
import { useManagedEventOfRoute } from './event-management.tsx';

/** `…/management/feedback`: the thank-you switch, the ratings and comments. */
export function EventFeedbackRoute() {
  const { t } = useTranslation();
  const event = useManagedEventOfRoute();
  return (
    <Container size="md" w="100%" py={28}>
      <title>{t('feedback.documentTitle', { title: event.title })}</title>
      <FeedbackPage event={event} />
    </Container>
  );
}
