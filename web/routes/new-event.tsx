import type { LoaderFunctionArgs } from 'react-router';
import { redirect, useLocation } from 'react-router';
import { appConfigQuery, proRequestTarget } from '../api/app-config.ts';
import { queryClient } from '../api/query-client.ts';
import { communityIdFrom, eventKindFrom, NewEventPage } from '../features/events/event-management/new-event-page.tsx';
import { currentLocale } from '../i18n/index.ts';
import { requireSignedIn } from '../session/require-signed-in.ts';

/**
 * Creating events is for PRO hosts; everyone else goes to the request form for their language, or
 * the in-app page. A community's event is for its owner and managers, whoever they are (the server checks).
 */
export async function newEventLoader(args: LoaderFunctionArgs) {
  const user = await requireSignedIn(args);
  if (user.accessLevel !== 'PRO' && !communityIdFrom(args.request.url)) {
    const config = await queryClient.ensureQueryData(appConfigQuery);
    throw redirect(proRequestTarget(config, currentLocale()).href);
  }
  return null;
}

/** `/events/new?eventType=Event|Hackathon`. */
export function NewEventRoute() {
  const { search } = useLocation();
  return <NewEventPage kind={eventKindFrom(`/${search}`)} communityId={communityIdFrom(`/${search}`)} />;
}
