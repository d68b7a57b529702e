import { useForm } from '@mantine/form';
import { createContext, useContext, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import type { EventDetail } from '../../../../../contract/event-views.ts';
import { i18n } from '../../../../i18n/index.ts';
import type { EventFormValues } from './event-form-values.ts';
import { validateEventForm } from './event-form-validation.ts';

function useEditorForm(initial: EventFormValues, mode: 'create' | 'edit') {
  return useForm<EventFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: (values) => validateEventForm(values, mode),
    // Errors are message keys (or the API's translated text): shown in the current language.
    enhanceGetInputProps: ({ inputProps }) => (inputProps.error ? { error: translateError(inputProps.error) } : {}),
  });
}

// @mantine/form's own type export does not resolve under NodeNext; the hook's return type is the same thing.
export type EventForm = ReturnType<typeof useEditorForm>;

type EventEditor = {
  form: EventForm;
  mode: 'create' | 'edit';
  /** the stored event (edit mode) */
  event: EventDetail | null;
  /** set just before the editor navigates away on purpose (after saving), so the leave warning stays quiet */
  leaving: RefObject<boolean>;
  /** a new event of this community (`POST /v1/communities/{id}/events`); null: the host's own */
  communityId: string | null;
};

/** `validation.*` and `errors.*` keys are translated; the API's messages arrive translated already. */
export function translateError(error: unknown): string {
  const text = String(error);
  return /^(validation|errors)\.\w+$/.test(text) ? i18n.t(text) : text;
}

const EditorContext = createContext<EventEditor | null>(null);

/**
 * Holds the form for the editor and its preview: both are child routes of the same layout, so
 * going to the preview and back keeps every unsaved change.
 */
export function EventEditorProvider({
  initial,
  event,
  communityId = null,
  children,
}: {
  initial: EventFormValues;
  event: EventDetail | null;
  communityId?: string | null;
  children: ReactNode;
}) {
  const mode = event ? 'edit' : 'create';
  const leaving = useRef(false);
  const form = useEditorForm(initial, mode);
  return <EditorContext.Provider value={{ form, mode, event, leaving, communityId }}>{children}</EditorContext.Provider>;
}

export function useEventEditor(): EventEditor {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('useEventEditor outside EventEditorProvider');
  return editor;
}
