import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { messageForError } from '../../../../api/error-message.ts';
import { showToast } from '../../../../components/ui/toast.tsx';
import { useCreateEvent, useUpdateEvent } from '../event-management.api.ts';
import { useEventEditor } from './event-editor-context.tsx';
import { formErrorsFromApi } from './event-form-validation.ts';
import { eventFormValues, eventPayload } from './event-form-values.ts';
import type { EventFormValues } from './event-form-values.ts';
import { changedFields } from './event-update.ts';

function focusFirstError() {
  // After React has rendered the messages.
  requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
}

/** Creates the draft or saves the changed fields; problems go next to their fields. */
export function useSubmitEvent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, event, leaving, communityId } = useEventEditor();
  const create = useCreateEvent(communityId);
  const update = useUpdateEvent(event?.id ?? '', { errorToast: false });

  const fail = (error: unknown) => {
    const fields = formErrorsFromApi(error);
    if (fields) {
      form.setErrors(fields);
      focusFirstError();
    }
    showToast(
      'error',
      messageForError(error, (key, options) => t(key, { ...options })),
    );
  };

  const save = form.onSubmit(
    async (values: EventFormValues) => {
      try {
        if (!event) {
          const created = await create.mutateAsync(eventPayload(values));
          leaving.current = true;
          showToast('success', t('eventManagement.toast.created'));
          await navigate(`/events/${created.id}/management`, { replace: true });
          return;
        }
        const updated = await update.mutateAsync(changedFields(values, form.getInitialValues()));
        const next = eventFormValues(updated);
        // The rich text stays as the editor wrote it; the server's sanitised copy is what it stored.
        next.description = values.description;
        form.setInitialValues(next);
        form.setValues(next);
        showToast('success', t('eventManagement.toast.saved'));
      } catch (error) {
        fail(error);
      }
    },
    () => {
      showToast('error', t('errors.validationFailed'));
      focusFirstError();
    },
  );

  return { submit: (e?: FormEvent<HTMLFormElement>) => save(e), saving: create.isPending || update.isPending };
}
