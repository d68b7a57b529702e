import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pathOf } from '../../../../contract/endpoint.ts';
import { listEventHosts } from '../../../../contract/endpoints/events/hosts.ts';
import {
  addHackathonHostJudge,
  declareJudgingConflict,
  exportJudgingResultsCsv,
  getJudgeQueue,
  getJudgingCriteria,
  getJudgingOverview,
  getJudgingProgress,
  getJudgingProject,
  getJudgingResults,
  getPublishedHackathonResults,
  listHackathonJudges,
  listJudgingAssignments,
  listJudgingConflicts,
  publishJudgingResults,
  removeHackathonHostJudge,
  reopenJudgingScore,
  replaceJudgingCriteria,
  runJudgingAssignments,
  saveJudgingDraft,
  setJudgingAssignmentSettings,
  submitJudgingScore,
} from '../../../../contract/endpoints/hackathons/judging.ts';
import type { AssignmentSettings, CriterionInput, ScoreDraft } from '../../../../contract/judging.ts';
import { isApiError } from '../../../api/api-error.ts';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

// ─── Host ─────────────────────────────────────────────────────────────────────────────────────

export const judgingOverviewQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.hackathons.judging.overview(eventId),
    queryFn: ({ signal }) => call(getJudgingOverview, { params: { id: eventId }, signal }),
  });
export const criteriaQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.hackathons.judging.criteria(eventId),
    queryFn: ({ signal }) => call(getJudgingCriteria, { params: { id: eventId }, signal }),
  });
export const judgesQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.hackathons.judging.judges(eventId),
    queryFn: ({ signal }) => call(listHackathonJudges, { params: { id: eventId }, signal }),
  });
export const conflictsQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.hackathons.judging.conflicts(eventId),
    queryFn: ({ signal }) => call(listJudgingConflicts, { params: { id: eventId }, signal }),
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
    queryFn: ({ signal }) => call(listJudgingAssignments, { params: { id: eventId }, signal }),
  });
export const progressQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.hackathons.judging.progress(eventId),
    queryFn: ({ signal }) => call(getJudgingProgress, { params: { id: eventId }, signal }),
  });
export const hostResultsQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.hackathons.judging.results(eventId),
    queryFn: ({ signal }) => call(getJudgingResults, { params: { id: eventId }, signal }),
  });

/** The CSV of raw and normalised scores: a plain link, the session cookie goes with it. */
export const resultsCsvUrl = (eventId: string) => pathOf(exportJudgingResultsCsv, { id: eventId });

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
  useHostChange(
    eventId,
    (criteria: CriterionInput[]) => call(replaceJudgingCriteria, { params: { id: eventId }, body: { criteria } }),
    { errorToast: false },
  );
export const useAddHostJudge = (eventId: string) =>
  useHostChange(eventId, (userId: string) => call(addHackathonHostJudge, { params: { id: eventId }, body: { userId } }));
export const useRemoveHostJudge = (eventId: string) =>
  useHostChange(eventId, (userId: string) => call(removeHackathonHostJudge, { params: { id: eventId, userId } }));
/** Saves judges-per-project and the per-track switch, then runs the assignment with them. */
export const useAssign = (eventId: string) =>
  useHostChange(eventId, async (settings: AssignmentSettings) => {
    await call(setJudgingAssignmentSettings, { params: { id: eventId }, body: settings });
    return call(runJudgingAssignments, { params: { id: eventId } });
  });
export const useReopenScore = (eventId: string) =>
  useHostChange(eventId, (scoreId: string) => call(reopenJudgingScore, { params: { id: eventId, scoreId } }));
export const usePublishResults = (eventId: string) =>
  useHostChange(eventId, () => call(publishJudgingResults, { params: { id: eventId } }));

// ─── Judge ────────────────────────────────────────────────────────────────────────────────────

export const judgeQueueQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.hackathons.judging.queue(eventId),
    queryFn: ({ signal }) => call(getJudgeQueue, { params: { id: eventId }, signal }),
  });
export const judgeProjectQuery = (eventId: string, projectId: string) =>
  queryOptions({
    queryKey: queryKeys.hackathons.judging.project(eventId, projectId),
    queryFn: ({ signal }) => call(getJudgingProject, { params: { id: eventId, projectId }, signal }),
  });

/** Autosave: quiet on success (the form says "Draft saved"); a refusal is shown on the form. */
export function useSaveDraft(eventId: string, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: ScoreDraft) => call(saveJudgingDraft, { params: { id: eventId, projectId }, body: draft }),
    meta: { errorToast: false },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.hackathons.judging.queue(eventId) }),
  });
}

export function useSubmitScore(eventId: string, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: ScoreDraft) => call(submitJudgingScore, { params: { id: eventId, projectId }, body: draft }),
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
    mutationFn: (projectId: string) => call(declareJudgingConflict, { params: { id: eventId }, body: { projectId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.hackathons.judging.queue(eventId) }),
  });
}

// ─── Everyone at the hackathon ────────────────────────────────────────────────────────────────

/** Published results; before publishing the server answers 404 G04032, which here means "nothing to show yet". */
export const publicResultsQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.hackathons.judging.publicResults(eventId),
    queryFn: ({ signal }) =>
      call(getPublishedHackathonResults, { params: { id: eventId }, signal }).catch((error: unknown) => {
        if (isApiError(error) && error.errorCode === 'G04032') return null;
        throw error;
      }),
  });
