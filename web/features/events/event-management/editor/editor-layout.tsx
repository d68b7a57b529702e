import { Outlet } from 'react-router';
import type { EventDetail } from '../../../../../contract/event-views.ts';
import { EventEditorProvider } from './event-editor-context.tsx';
import { eventFormValues } from './event-form-values.ts';

/** `…/management/edit`: the form lives here, so its child routes (the form, the preview) share it. */
export function EditorLayout({ event }: { event: EventDetail }) {
  return (
    <EventEditorProvider key={event.id} initial={eventFormValues(event)} event={event}>
      <Outlet />
    </EventEditorProvider>
  );
}
