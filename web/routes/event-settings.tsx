import { Container } from '@mantine/core';
import { EventSettings } from '../features/events/event-management/settings/event-settings.tsx';
import { HackathonSettingsPanel } from '../features/hackathons/settings/hackathon-settings-panel.tsx';
import { ManagementTitle, useManagedEventOfRoute } from './event-management.tsx';

/** `…/management/settings`: tabs Event, Lounge and Hackathon. */
export function EventSettingsRoute() {
  const event = useManagedEventOfRoute();
  return (
    <Container size="lg" w="100%" py={28}>
      <ManagementTitle page="settingsDocumentTitle" />
      <EventSettings event={event} hackathonTab={<HackathonSettingsPanel eventId={event.id} />} />
    </Container>
  );
}
