import type { LoaderFunctionArgs } from 'react-router';
import { useLocation } from 'react-router';
import { queryClient } from '../api/query-client.ts';
import { myEventsQuery, myTabs, tabFrom } from '../features/events/event-lists/events.api.ts';
import { MyEvents } from '../features/events/event-lists/my-events.tsx';
import { NewEventButton } from '../features/events/event-lists/new-event-button.tsx';
import { requireSignedIn } from '../session/require-signed-in.ts';
import { useCurrentUser } from '../session/session.ts';

export async function myEventsLoader(args: LoaderFunctionArgs) {
  const list = myEventsQuery(tabFrom(args.request.url, myTabs));
  // Asked beside the session's renewal, not after it: a round trip sooner on a slow network. Someone
  // signed out is sent to sign in, and the list's refusal goes unread.
  void queryClient.prefetchInfiniteQuery(list);
  await requireSignedIn(args);
  await queryClient.ensureInfiniteQueryData(list);
  return null;
}

/** `/events/my`: Upcoming, Past and Hosting, for signed-in people. PRO hosts can start a new event here. */
export function MyEventsPage() {
  const { search } = useLocation();
  const user = useCurrentUser();
  return <MyEvents tab={tabFrom(search, myTabs)} newEvent={user?.accessLevel === 'PRO' ? <NewEventButton /> : undefined} />;
}
