import { Skeleton } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { useParams, useRouteError } from 'react-router';
import { isApiError } from '../api/api-error.ts';
import { queryClient } from '../api/query-client.ts';
import { RouteError } from '../app/route-error.tsx';
import { showToast } from '../components/ui/toast.tsx';
import { eventPageQuery } from '../features/events/event-page/event-page.api.ts';
import { AppPageText } from '../i18n/app-page-text.tsx';
import { EventPageView } from '../features/events/event-page/event-page-view.tsx';
import { EventShareActions } from '../features/events/event-page/event-share-actions.tsx';
import { EventUnavailable } from '../features/events/event-page/event-unavailable.tsx';
import { ManageBanner } from '../features/events/event-page/manage-banner.tsx';
import { MembersOnlyDoor } from '../features/events/event-page/members-only-door.tsx';
import { useSession } from '../session/session.ts';

// The registration panel brings the registration form's code with it; it loads beside the page so
// the page itself stays within its budget (scripts/check-bundle.ts).
const RegistrationPanel = lazy(async () => ({
  default: (await import('../features/registrations/registration/registration-panel.tsx')).RegistrationPanel,
}));
// Shown only when the lounge lets the visitor in (an approved guest, the host team).
const LoungeEntryLink = lazy(async () => ({
  default: (await import('../features/people/lounge/lounge-entry-link.tsx')).LoungeEntryLink,
}));
// Shown only to someone at the hackathon.
const ProjectsEntryLink = lazy(async () => ({
  default: (await import('../features/hackathons/projects/projects-entry-link.tsx')).ProjectsEntryLink,
}));

// What the hosts sent this guest, with the switch that mutes them.
const ReceivedAnnouncements = lazy(async () => ({
  default: (await import('../features/messages/received/received-announcements.tsx')).ReceivedAnnouncements,
}));

// A hackathon's tracks, deadline and teams.
const EventShowcase = lazy(async () => ({
  default: (await import('../features/hackathons/showcase/event-showcase.tsx')).EventShowcase,
}));

// A hackathon's ranking, once the host has published it.
const PublishedResults = lazy(async () => ({
  default: (await import('../features/hackathons/judging/published-results.tsx')).PublishedResults,
}));

export async function eventPageLoader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(eventPageQuery(params.handle ?? ''));
  return null;
}

/** `/events/:handle`: the public event page. */
export function EventPageRoute() {
  const { t } = useTranslation();
  const { handle = '' } = useParams();
  const { data: event } = useSuspenseQuery(eventPageQuery(handle));
  const signedIn = useSession().status === 'signed-in';
  return (
    <AppPageText>
      <title>{t('eventPage.documentTitle', { title: event.title })}</title>
      <EventPageView
        event={event}
        banner={event.myRole && <ManageBanner eventId={event.id} role={event.myRole} status={event.status} />}
        shareActions={<EventShareActions eventId={event.id} handle={event.handle} notify={showToast} />}
        registrationAction={
          <Suspense fallback={<Skeleton height={42} radius="xl" mt="md" />}>
            <RegistrationPanel event={event} />
            {signedIn && event.type === 'HACKATHON' && <ProjectsEntryLink eventId={event.id} handle={event.handle} />}
            {signedIn && event.loungeEnabled && <LoungeEntryLink eventId={event.id} handle={event.handle} fullWidth />}
          </Suspense>
        }
        extra={
          <Suspense fallback={null}>
            {signedIn && <ReceivedAnnouncements eventId={event.id} />}
            {event.type === 'HACKATHON' && <EventShowcase eventId={event.id} handle={event.handle} timezone={event.timezone} />}
            {event.type === 'HACKATHON' && <PublishedResults eventId={event.id} />}
          </Suspense>
        }
      />
    </AppPageText>
  );
}

/**
 * Unknown handles, drafts and deleted events: "This event may be unpublished or no longer
 * available"; a member-only event opened from outside its community: whose it is, apply or sign in.
 */
export function EventPageError() {
  const error = useRouteError();
  const { handle = '' } = useParams();
  const signedIn = useSession().status === 'signed-in';
  if (isApiError(error) && error.errorCode === 'G20300') return <MembersOnlyDoor handle={handle} signedIn={signedIn} />;
  return isApiError(error) && error.status === 404 ? <EventUnavailable /> : <RouteError />;
}
