import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLoaderData, useRouteError } from 'react-router';
import { isApiError } from '../api/api-error.ts';
import { queryClient } from '../api/query-client.ts';
import { RouteError } from '../app/route-error.tsx';
import { AccessPage } from '../features/communities/console/access/access-page.tsx';
import { ApplicantsPage } from '../features/communities/console/applicants/applicants-page.tsx';
import { communityByHandleQuery, managedCommunityQuery } from '../features/communities/console/community-console.api.ts';
import { ConsoleLayout } from '../features/communities/console/console-layout.tsx';
import type { ConsoleCommunity } from '../features/communities/console/console-context.tsx';
import { useConsoleCommunity } from '../features/communities/console/console-context.tsx';
import { ConsoleNotAllowed } from '../features/communities/console/console-not-allowed.tsx';
import { CurationsPage } from '../features/communities/console/curations/curations-page.tsx';
import { MembersPage } from '../features/communities/console/members/members-page.tsx';
import { CommunityEventsPage } from '../features/communities/console/events/community-events-page.tsx';
import { CommunitySettingsPage } from '../features/communities/console/settings/community-settings-page.tsx';
import { CommunityAnnouncementsPage } from '../features/messages/community-announcements/community-announcements-page.tsx';
import { NewEventButton } from '../features/events/event-lists/new-event-button.tsx';
import { requireSignedIn } from '../session/require-signed-in.ts';

/**
 * The console's frame: signed in, and the community's owner or a manager (the server answers 403
 * to anyone else, who sees "Your access is not allowed."). `org` is the community's handle: the
 * host's on its own site, the path's on the main site.
 */
export function consoleLoader(org?: string) {
  return async (args: LoaderFunctionArgs): Promise<ConsoleCommunity> => {
    await requireSignedIn(args);
    const handle = org ?? args.params.org ?? '';
    const info = await queryClient.fetchQuery(communityByHandleQuery(handle));
    const community = await queryClient.fetchQuery(managedCommunityQuery(info.id));
    return { community, base: org ? '/console' : `/communities/${handle}/console` };
  };
}

export function ConsoleRoute() {
  const loaded = useLoaderData<ConsoleCommunity>();
  // Settings change the name and images: the frame follows the cached community.
  const community = useQuery(managedCommunityQuery(loaded.community.id)).data ?? loaded.community;
  return (
    <ConsoleLayout value={{ ...loaded, community }}>
      <Outlet />
    </ConsoleLayout>
  );
}

/** Not the owner or a manager, or no such community: "Your access is not allowed."; other failures, the usual error screens. */
export function ConsoleError() {
  const error = useRouteError();
  return isApiError(error) && (error.status === 403 || error.status === 404) ? <ConsoleNotAllowed /> : <RouteError />;
}

export {
  AccessPage as AccessRoute,
  ApplicantsPage as ApplicantsRoute,
  CurationsPage as CurationsRoute,
  MembersPage as MembersRoute,
  CommunitySettingsPage as SettingsRoute,
};

/** The community's events; "New event" is the new-event flow, for this community. */
export function EventsRoute() {
  const { t } = useTranslation();
  const { community } = useConsoleCommunity();
  return (
    <CommunityEventsPage newEvent={<NewEventButton communityId={community.id} label={t('communityConsole.events.new')} />} />
  );
}

/** The community's announcements to its members. */
export function AnnouncementsRoute() {
  const { community } = useConsoleCommunity();
  return <CommunityAnnouncementsPage community={community} />;
}
