import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../../../contract/announcements.ts';
import { announcementHistoryQuery, useCancelAnnouncement } from './announcements.api.ts';
import { HistoryList } from './history-list.tsx';

/** What the event has sent and will send, newest first, with each one's progress. */
export function AnnouncementHistory({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const history = useQuery(announcementHistoryQuery(eventId));
  const cancel = useCancelAnnouncement(eventId);
  const describe = (item: Announcement) =>
    t('announcements.history.audience', {
      statuses: item.audience.status.map((s) => t(`announcements.status.${s}`)).join(', '),
    }) + (item.audience.checkInStatus ? ` · ${t(`announcements.checkIn.${item.audience.checkInStatus}`)}` : '');
  return <HistoryList items={history.data} describeAudience={describe} cancel={cancel} />;
}
