import { FeedbackLinkPage } from '../features/messages/feedback/feedback-link-page.tsx';

/** `/feedback?t=…`: the link in the thank-you after an event. */
export function FeedbackLinkRoute() {
  return <FeedbackLinkPage />;
}
