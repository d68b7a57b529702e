import { useQuery } from '@tanstack/react-query';
import { AppPageText } from '../../../i18n/app-page-text.tsx';
import { hackathonShowcaseQuery } from './hackathon-showcase.api.ts';
import { HackathonShowcase } from './hackathon-showcase.tsx';

/** The showcase on the app's event page, with i18next's words; nothing until it has arrived. */
export function EventShowcase({ eventId, handle, timezone }: { eventId: string; handle: string; timezone: string }) {
  const showcase = useQuery(hackathonShowcaseQuery(eventId));
  if (!showcase.data) return null;
  return (
    <AppPageText>
      <HackathonShowcase showcase={showcase.data} handle={handle} timezone={timezone} />
    </AppPageText>
  );
}
