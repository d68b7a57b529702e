import { MuteLinkPage } from '../features/messages/received/mute-link-page.tsx';

/** `/announcements/mute?t=…`: the link at the foot of every announcement mail. */
export function AnnouncementMuteRoute() {
  return <MuteLinkPage />;
}
