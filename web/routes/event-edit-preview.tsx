import { useQuery } from '@tanstack/react-query';
import type { EventHostView } from '../../contract/event-views.ts';
import { EditorPreviewBar } from '../features/events/event-management/editor/editor-preview-bar.tsx';
import { useEventEditor } from '../features/events/event-management/editor/event-editor-context.tsx';
import { previewEvent } from '../features/events/event-management/editor/preview-event.ts';
import { AppPageText } from '../i18n/app-page-text.tsx';
import { EventPageView } from '../features/events/event-page/event-page-view.tsx';
import { hostTeamQuery } from '../features/events/host-team/host-team.api.ts';
import { ManagementTitle, useManagedEventOfRoute } from './event-management.tsx';

/** `…/management/edit/preview`: the event page drawn from the form, unsaved changes included. */
export function EventEditPreviewRoute() {
  const saved = useManagedEventOfRoute();
  const { form } = useEventEditor();
  const team = useQuery(hostTeamQuery(saved.id)).data ?? [];
  // The public page shows the owner and co-hosts, never staff.
  const hosts: EventHostView[] = team
    .filter((member) => member.role !== 'STAFF')
    .map(({ userId, name, avatarUrl, role }) => ({ userId, name, avatarUrl, role }));
  return (
    <>
      <ManagementTitle page="previewDocumentTitle" />
      <AppPageText>
        <EventPageView
          event={previewEvent(form.values, saved, hosts)}
          banner={<EditorPreviewBar editPath=".." dirty={form.isDirty()} />}
        />
      </AppPageText>
    </>
  );
}
