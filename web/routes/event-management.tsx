import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { Outlet, redirect, useParams, useRouteError } from 'react-router';
import { can } from '../../contract/events.ts';
import type { EventPermission } from '../../contract/events.ts';
import { isApiError } from '../api/api-error.ts';
import { RouteError } from '../app/route-error.tsx';
import { EventUnavailable } from '../features/events/event-page/event-unavailable.tsx';
import { ManagementLayout } from '../features/events/event-management/management-layout.tsx';
import { loadManagedEvent, useManagedEvent } from '../features/events/event-management/use-managed-event.ts';
import { requireSignedIn } from '../session/require-signed-in.ts';

/** Signed in, and on the event's host team (anyone else gets the event's 404). */
export async function managementLoader(args: LoaderFunctionArgs) {
  await requireSignedIn(args);
  await loadManagedEvent(args.params.eventId ?? '');
  return null;
}

/** For the pages only some of the team may use: the others land on the overview. */
export function requirePermission(permission: EventPermission) {
  return async (args: LoaderFunctionArgs) => {
    await requireSignedIn(args);
    const eventId = args.params.eventId ?? '';
    const event = await loadManagedEvent(eventId);
    if (!can(event.myRole, permission)) throw redirect(`/events/${eventId}/management`);
    return null;
  };
}

export function useManagedEventOfRoute() {
  const { eventId = '' } = useParams();
  return useManagedEvent(eventId);
}

/** `/events/:eventId/management`: the frame (title, status, publish, tabs) around its pages. */
export function ManagementRoute() {
  const event = useManagedEventOfRoute();
  return (
    <ManagementLayout event={event}>
      <Outlet />
    </ManagementLayout>
  );
}

export function ManagementError() {
  const error = useRouteError();
  return isApiError(error) && error.status === 404 ? <EventUnavailable /> : <RouteError />;
}

/** The document title of a management page. */
export function ManagementTitle({
  page,
}: {
  page: 'documentTitle' | 'editDocumentTitle' | 'previewDocumentTitle' | 'settingsDocumentTitle';
}) {
  const { t } = useTranslation();
  const event = useManagedEventOfRoute();
  return <title>{t(`eventManagement.${page}`, { title: event.title })}</title>;
}
