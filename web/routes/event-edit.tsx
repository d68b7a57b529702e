import { Container } from '@mantine/core';
import { EditorLayout } from '../features/events/event-management/editor/editor-layout.tsx';
import { EventEditorForm } from '../features/events/event-management/editor/event-editor-form.tsx';
import { ManagementTitle, useManagedEventOfRoute } from './event-management.tsx';

/** `…/management/edit`: holds the form for the editor and its preview. */
export function EventEditRoute() {
  return <EditorLayout event={useManagedEventOfRoute()} />;
}

/** `…/management/edit` (index): the form. */
export function EventEditFormRoute() {
  return (
    <Container size="lg" w="100%" pt={28}>
      <ManagementTitle page="editDocumentTitle" />
      <EventEditorForm previewPath="preview" />
    </Container>
  );
}
