import { Container } from '@mantine/core';
import { EventOverview } from '../features/events/event-management/overview/event-overview.tsx';
import { HostDashboard } from '../features/registrations/guests/dashboard/host-dashboard.tsx';
import { HostTeam } from '../features/events/host-team/host-team.tsx';
import { ManagementTitle, useManagedEventOfRoute } from './event-management.tsx';

/** `/events/:eventId/management`: the dashboard's charts, the overview, with the host team. */
export function ManagementOverviewRoute() {
  const event = useManagedEventOfRoute();
  return (
    <Container size="lg" w="100%" py={28}>
      <ManagementTitle page="documentTitle" />
      <HostDashboard event={event} />
      <EventOverview event={event} hostTeam={<HostTeam eventId={event.id} myRole={event.myRole} />} />
    </Container>
  );
}
