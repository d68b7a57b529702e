import { useSuspenseQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { useParams, useRouteError } from 'react-router';
import { isApiError } from '../api/api-error.ts';
import { queryClient } from '../api/query-client.ts';
import { RouteError } from '../app/route-error.tsx';
import { eventPageQuery } from '../features/events/event-page/event-page.api.ts';
import { EventUnavailable } from '../features/events/event-page/event-unavailable.tsx';
import { loungeQuery } from '../features/people/lounge/lounge.api.ts';
import { LoungeDoor } from '../features/people/lounge/lounge-door.tsx';
import { LoungePage } from '../features/people/lounge/lounge-page.tsx';
import { TeamFindingNews } from '../features/hackathons/team-finding/team-finding-news.tsx';
import { requireSignedIn } from '../session/require-signed-in.ts';

/** Signed in (anonymous visitors sign in and come back); the event by its handle; then the lounge's door. */
export async function eventLoungeLoader(args: LoaderFunctionArgs) {
  await requireSignedIn(args);
  const event = await queryClient.ensureQueryData(eventPageQuery(args.params.handle ?? ''));
  await queryClient.ensureQueryData(loungeQuery(event.id));
  return null;
}

/** `/events/:handle/participants`: the networking lounge. */
export function EventLoungeRoute() {
  const { handle = '' } = useParams();
  const { data: event } = useSuspenseQuery(eventPageQuery(handle));
  return <LoungePage eventId={event.id} hackathonNews={<TeamFindingNews eventId={event.id} handle={event.handle} />} />;
}

/**
 * The lounge says 404 to anyone it does not let in: "Please register for the event to access this
 * page." An event that is not there at all is the event page's own 404.
 */
export function EventLoungeError() {
  const error = useRouteError();
  const { handle = '' } = useParams();
  if (!isApiError(error) || error.status !== 404) return <RouteError />;
  const eventKnown = queryClient.getQueryData(eventPageQuery(handle).queryKey) !== undefined;
  return eventKnown ? <LoungeDoor eventHandle={handle} /> : <EventUnavailable />;
}
