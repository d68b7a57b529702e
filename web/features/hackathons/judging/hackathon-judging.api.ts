import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { listEventHosts } from '../../../../contract/endpoints/events/hosts.ts';
import { judgingPaths } from '../../../../contract/judging.ts';
import type {
  AssignmentList,
  AssignmentSettings,
  Conflict,
  Criteria,
  CriterionInput,
  HostResults,
  JudgeProject,
  JudgeQueue,
  JudgingOverview,
  JudgingProgress,
  Judge,
  MyScore,
  PublicResults,
  ScoreDraft,
} from '../../../../contract/judging.ts';
import { isApiError } from '../../../api/api-error.ts';
import { call } from '../../../api/call.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** The contract's paths start with `/v1`, which the client adds itself. */
const path = (full: string) => full.replace(/^\/v1/, '');

const get =
  <T>(url: string) =>
  (context: { signal: AbortSignal }) =>
    api.get<T>(path(url), { signal: context.signal });

// ─── Host ─────────────────────────────────────────────────────────────────────────────────────

export const judgingOverviewQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.hackathons.judging.overview(eventId),
    queryFn: get<JudgingOverview>(judgingPaths.overview(eventId)),
  });
export const criteriaQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.hackathons.judging.criteria(eventId),
    queryFn: get<Criteria>(judgingPaths.criteria(eventId)),
  });
export const judgesQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.hackathons.judging.judges(eventId),
    queryFn: get<{ items: Judge[] }>(judgingPaths.judges(eventId)),
  });
export const conflictsQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.hackathons.judging.conflicts(eventId),
    queryFn: get<{ items: Conflict[] }>(judgingPaths.conflicts(eventId)),
  });
/** The host team, to pick a host who judges too (`GET …/hosts`). */
export const hostTeamQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.hackathons.judging.hostTeam(eventId),
    queryFn: ({ signal }) => call(listEventHosts, { params: { id: eventId }, signal }),
  });
export const assignmentsQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.hackathons.judging.assignments(eventId),
    queryFn: get<AssignmentList>(judgingPaths.assignments(eventId)),
  });
export const progressQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.hackathons.judging.progress(eventId),
    queryFn: get<JudgingProgress>(judgingPaths.progress(eventId)),
  });
export const hostResultsQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.hackathons.judging.results(eventId),
    queryFn: get<HostResults>(judgingPaths.results(eventId)),
  });

/** The CSV of raw and normalised scores: a plain link, the session cookie goes with it. */
export const resultsCsvUrl = (eventId: string) => judgingPaths.resultsCsv(eventId);

/** Any change on the host's page: everything on it is read again (the numbers depend on each other). */
function useHostChange<T, R>(eventId: string, send: (input: T) => Promise<R>, options: { errorToast?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { errorToast: options.errorToast ?? true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.hackathons.judging.host(eventId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.hackathons.judging.publicResults(eventId) });
    },
  });
}

/** The whole list, in order; refused once a score is submitted (G20100, shown beside the list). */
export const useSaveCriteria = (eventId: string) =>
  useHostChange(eventId, (criteria: CriterionInput[]) => api.put<Criteria>(path(judgingPaths.criteria(eventId)), { criteria }), {
    errorToast: false,
  });
export const useAddHostJudge = (eventId: string) =>
  useHostChange(eventId, (userId: string) => api.post<unknown>(path(judgingPaths.hostJudges(eventId)), { userId }));
export const useRemoveHostJudge = (eventId: string) =>
  useHostChange(eventId, (userId: string) => api.delete<unknown>(path(judgingPaths.hostJudge(eventId, userId))));
/** Saves judges-per-project and the per-track switch, then runs the assignment with them. */
export const useAssign = (eventId: string) =>
  useHostChange(eventId, async (settings: AssignmentSettings) => {
    await api.put<AssignmentSettings>(path(judgingPaths.assignmentSettings(eventId)), settings);
    return api.post<AssignmentList>(path(judgingPaths.runAssignments(eventId)));
  });
export const useReopenScore = (eventId: string) =>
  useHostChange(eventId, (scoreId: string) => api.post<unknown>(path(judgingPaths.reopenScore(eventId, scoreId))));
export const usePublishResults = (eventId: string) =>
  useHostChange(eventId, () => api.post<unknown>(path(judgingPaths.publish(eventId))));

// ─── Judge ────────────────────────────────────────────────────────────────────────────────────

export const judgeQueueQuery = (eventId: string) =>
  queryOptions({ queryKey: queryKeys.hackathons.judging.queue(eventId), queryFn: get<JudgeQueue>(judgingPaths.queue(eventId)) });
export const judgeProjectQuery = (eventId: string, projectId: string) =>
  queryOptions({
    queryKey: queryKeys.hackathons.judging.project(eventId, projectId),
    queryFn: get<JudgeProject>(judgingPaths.judgeProject(eventId, projectId)),
  });

/** Autosave: quiet on success (the form says "Draft saved"); a refusal is shown on the form. */
export function useSaveDraft(eventId: string, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: ScoreDraft) => api.put<MyScore>(path(judgingPaths.draft(eventId, projectId)), draft),
    meta: { errorToast: false },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.hackathons.judging.queue(eventId) }),
  });
}

export function useSubmitScore(eventId: string, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: ScoreDraft) => api.post<MyScore>(path(judgingPaths.submit(eventId, projectId)), draft),
    meta: { errorToast: false },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.hackathons.judging.queue(eventId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.hackathons.judging.project(eventId, projectId) });
    },
  });
}

/** A judge declares a conflict of interest: the assignment (and any draft) goes; refused once scored (G20106). */
export function useDeclareConflict(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) =>
      api.post<{ projectId: string }>(path(judgingPaths.declareConflict(eventId)), { projectId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.hackathons.judging.queue(eventId) }),
  });
}

// ─── Everyone at the hackathon ────────────────────────────────────────────────────────────────

/** Published results; before publishing the server answers 404 G04032, which here means "nothing to show yet". */
export const publicResultsQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.hackathons.judging.publicResults(eventId),
    queryFn: (context) =>
      api.get<PublicResults>(path(judgingPaths.publicResults(eventId)), { signal: context.signal }).catch((error: unknown) => {
        if (isApiError(error) && error.errorCode === 'G04032') return null;
        throw error;
      }),
  });
