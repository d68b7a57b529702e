import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateQuestionInput, ManagedForm, Question, UpdateQuestion } from '../../../../contract/registrations.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import type { QuestionBuilderActions } from '../../../components/question-builder/question-builder-actions.ts';
import { moveWithin } from '../../../components/question-builder/question-order.ts';

const base = (eventId: string) => `/event-managements/${encodeURIComponent(eventId)}`;
const question = (eventId: string, questionId: string) => `${base(eventId)}/regist-questions/${encodeURIComponent(questionId)}`;

/** `GET /v1/event-managements/{id}/regist-forms`: every question in order, and the deleted ones. */
export const managedFormQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.registrations.rsvpBuilder.form(eventId),
    queryFn: ({ signal }) => api.get<ManagedForm>(`${base(eventId)}/regist-forms`, { signal }),
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

/** `POST …/regist-questions`: a question at the end. Field problems are shown in the editor. */
export function useAddQuestion(eventId: string) {
  const changed = useFormChanged(eventId);
  return useMutation({
    mutationFn: (input: CreateQuestionInput) => api.post<Question>(`${base(eventId)}/regist-questions`, input),
    onSuccess: () => changed(),
    meta: { errorToast: false },
  });
}

/** `PATCH …/regist-questions/{qid}`: answers already given keep their own copy of the question. */
export function useUpdateQuestion(eventId: string, options: { errorToast?: boolean } = {}) {
  const changed = useFormChanged(eventId);
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateQuestion }) => api.patch<Question>(question(eventId, id), changes),
    onSuccess: () => changed(),
    meta: { errorToast: options.errorToast ?? true },
  });
}

/** `DELETE …/regist-questions/{qid}` and `POST …/restore` (it comes back where it was). */
export function useDeleteQuestion(eventId: string) {
  const changed = useFormChanged(eventId);
  return useMutation({ mutationFn: (id: string) => api.delete<Question>(question(eventId, id)), onSuccess: () => changed() });
}

export function useRestoreQuestion(eventId: string) {
  const changed = useFormChanged(eventId);
  return useMutation({
    mutationFn: (id: string) => api.post<Question>(`${question(eventId, id)}/restore`),
    onSuccess: () => changed(),
  });
}

/**
 * `POST …/move {beforeId, afterId}`: shown at once; the server's order wins when it answers, and a
 * refused move (someone else changed the form meanwhile, G20043) brings the form back as it is.
 */
export function useMoveQuestion(eventId: string) {
  const queryClient = useQueryClient();
  const changed = useFormChanged(eventId);
  return useMutation({
    mutationFn: (move: { id: string; toIndex: number; beforeId: string | null; afterId: string | null }) =>
      api.post<ManagedForm>(`${question(eventId, move.id)}/move`, { beforeId: move.beforeId, afterId: move.afterId }),
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

/** `POST …/regist-forms/publish` and `/unpublish`: opens and closes registration. */
export function usePublishForm(eventId: string) {
  const changed = useFormChanged(eventId);
  return useMutation({
    mutationFn: (publish: boolean) => api.post<ManagedForm>(`${base(eventId)}/regist-forms/${publish ? 'publish' : 'unpublish'}`),
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
