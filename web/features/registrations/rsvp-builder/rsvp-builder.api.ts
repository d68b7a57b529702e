import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addRegistrationQuestion,
  changeRegistrationQuestion,
  deleteRegistrationQuestion,
  getManagedRegistrationForm,
  moveRegistrationQuestion,
  publishRegistrationForm,
  restoreRegistrationQuestion,
  unpublishRegistrationForm,
} from '../../../../contract/endpoints/registrations/forms.ts';
import type { CreateQuestionInput, ManagedForm, UpdateQuestion } from '../../../../contract/registrations.ts';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import type { QuestionBuilderActions } from '../../../components/question-builder/question-builder-actions.ts';
import { moveWithin } from '../../../components/question-builder/question-order.ts';

/** The form being built: every question in order, and the deleted ones. */
export const managedFormQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.registrations.rsvpBuilder.form(eventId),
    queryFn: ({ signal }) => call(getManagedRegistrationForm, { params: { id: eventId }, signal }),
  });

/** After any change: the form again, and what guests see of it. */
function useFormChanged(eventId: string) {
  const queryClient = useQueryClient();
  return (form?: ManagedForm) => {
    if (form) queryClient.setQueryData(queryKeys.registrations.rsvpBuilder.form(eventId), form);
    else void queryClient.invalidateQueries({ queryKey: queryKeys.registrations.rsvpBuilder.form(eventId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.registrations.registration.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.events.page.all });
  };
}

/** A question at the end. Field problems are shown in the editor. */
export function useAddQuestion(eventId: string) {
  const changed = useFormChanged(eventId);
  return useMutation({
    mutationFn: (input: CreateQuestionInput) => call(addRegistrationQuestion, { params: { id: eventId }, body: input }),
    onSuccess: () => changed(),
    meta: { errorToast: false },
  });
}

/** A question changed: answers already given keep their own copy of the question. */
export function useUpdateQuestion(eventId: string, options: { errorToast?: boolean } = {}) {
  const changed = useFormChanged(eventId);
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateQuestion }) =>
      call(changeRegistrationQuestion, { params: { id: eventId, qid: id }, body: changes }),
    onSuccess: () => changed(),
    meta: { errorToast: options.errorToast ?? true },
  });
}

/** A question deleted, and restored (it comes back where it was). */
export function useDeleteQuestion(eventId: string) {
  const changed = useFormChanged(eventId);
  return useMutation({
    mutationFn: (id: string) => call(deleteRegistrationQuestion, { params: { id: eventId, qid: id } }),
    onSuccess: () => changed(),
  });
}

export function useRestoreQuestion(eventId: string) {
  const changed = useFormChanged(eventId);
  return useMutation({
    mutationFn: (id: string) => call(restoreRegistrationQuestion, { params: { id: eventId, qid: id } }),
    onSuccess: () => changed(),
  });
}

/**
 * A move between two neighbours, shown at once; the server's order wins when it answers, and a
 * refused move (someone else changed the form meanwhile, G20043) brings the form back as it is.
 */
export function useMoveQuestion(eventId: string) {
  const queryClient = useQueryClient();
  const changed = useFormChanged(eventId);
  return useMutation({
    mutationFn: (move: { id: string; toIndex: number; beforeId: string | null; afterId: string | null }) =>
      call(moveRegistrationQuestion, {
        params: { id: eventId, qid: move.id },
        body: { beforeId: move.beforeId, afterId: move.afterId },
      }),
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.registrations.rsvpBuilder.form(eventId) });
      queryClient.setQueryData<ManagedForm>(queryKeys.registrations.rsvpBuilder.form(eventId), (form) =>
        form ? { ...form, questions: moveWithin(form.questions, move.id, move.toIndex) } : form,
      );
    },
    onSuccess: (form) => changed(form),
    onError: () => changed(),
  });
}

/** Publishing and unpublishing the form: opens and closes registration. */
export function usePublishForm(eventId: string) {
  const changed = useFormChanged(eventId);
  return useMutation({
    mutationFn: (publish: boolean) =>
      call(publish ? publishRegistrationForm : unpublishRegistrationForm, { params: { id: eventId } }),
    onSuccess: (form) => changed(form),
  });
}

/** The builder's actions on an event's form: every change is saved at once. */
export function useQuestionActions(eventId: string): QuestionBuilderActions {
  const add = useAddQuestion(eventId);
  const save = useUpdateQuestion(eventId, { errorToast: false });
  const update = useUpdateQuestion(eventId);
  const remove = useDeleteQuestion(eventId);
  const restore = useRestoreQuestion(eventId);
  const move = useMoveQuestion(eventId);
  return {
    add: (input) => add.mutateAsync(input),
    save: (id, changes) => save.mutateAsync({ id, changes }),
    setRequirement: (id, requirement) => update.mutateAsync({ id, changes: { requirement } }),
    remove: (id) => remove.mutateAsync(id),
    restore: (id) => restore.mutateAsync(id),
    move: (id, toIndex, neighbours) => move.mutateAsync({ id, toIndex, ...neighbours }),
  };
}
