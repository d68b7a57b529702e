import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadEventDescriptionImage } from '../../../../contract/endpoints/events/images.ts';
import { deleteProjectDeliverable, uploadProjectDeliverable } from '../../../../contract/endpoints/hackathons/deliverables.ts';
import {
  addProjectComment,
  createHackathonProject,
  deleteHackathonProject,
  deleteProjectComment,
  editProjectComment,
  getHackathonProject,
  listHackathonProjects,
  listProjectComments,
  saveHackathonProject,
  unsaveHackathonProject,
  updateHackathonProject,
  uploadProjectThumbnail,
} from '../../../../contract/endpoints/hackathons/projects.ts';
import { getHackathonOverview } from '../../../../contract/endpoints/hackathons/settings.ts';
import {
  addProjectMember,
  getTeamRecommendations,
  leaveHackathonProject,
  promoteProjectLeader,
  removeProjectMember,
} from '../../../../contract/endpoints/hackathons/teams.ts';
import { hackathonLimits } from '../../../../contract/hackathons.ts';
import type { ProjectDetail, ProjectForm } from '../../../../contract/hackathons.ts';
import type { HackathonPosition, HackathonSkill } from '../../../../contract/users.ts';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { uploadFile } from '../../../api/upload-file.ts';

export type ProjectTab = 'ALL' | 'SAVED' | 'MY_PROJECT';
export type ProjectFilters = {
  search: string;
  trackId: string[];
  recruitStatus: string[];
  positions: HackathonPosition[];
  techStack: HackathonSkill[];
};

/** `GET …/hackathon`: the tracks, the deadline and who I am here (404 G04002 for anyone not at the hackathon). */
export const overviewQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.hackathons.projects.overview(eventId),
    queryFn: ({ signal }) => call(getHackathonOverview, { params: { id: eventId }, signal }),
  });

/** A tab of projects, newest first, searched and filtered on the server; filters repeat in the query. */
export const projectsQuery = (eventId: string, tab: ProjectTab, filters: ProjectFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.hackathons.projects.list(eventId, tab, filters),
    queryFn: ({ pageParam, signal }) =>
      call(listHackathonProjects, {
        params: { id: eventId },
        query: {
          tab,
          take: hackathonLimits.pageSize.default,
          search: filters.search || undefined,
          trackId: filters.trackId,
          recruitStatus: filters.recruitStatus,
          positions: filters.positions,
          techStack: filters.techStack,
          cursorId: pageParam ?? undefined,
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.cursorId : null),
  });

export const projectQuery = (eventId: string, projectId: string) =>
  queryOptions({
    queryKey: queryKeys.hackathons.projects.project(eventId, projectId),
    queryFn: ({ signal }) => call(getHackathonProject, { params: { id: eventId, projectId }, signal }),
  });

export const commentsQuery = (eventId: string, projectId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.hackathons.projects.comments(eventId, projectId),
    queryFn: ({ pageParam, signal }) =>
      call(listProjectComments, {
        params: { id: eventId, projectId },
        query: { take: hackathonLimits.pageSize.default, cursorId: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.cursorId : null),
  });

/** For You for teams: projects for someone without a team, participants for a team. */
export const recommendationsQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.hackathons.projects.recommendations(eventId),
    queryFn: ({ signal }) =>
      call(getTeamRecommendations, {
        params: { id: eventId },
        query: { take: hackathonLimits.pageSize.default },
        signal,
      }),
  });

/** After a change to a project: it, the lists, For You and who I am here are read again. */
function useRefresh(eventId: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: queryKeys.hackathons.all(eventId) });
}

/** Form errors are shown beside the fields: no toast for those. */
export function useCreateProject(eventId: string) {
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: (form: ProjectForm) => call(createHackathonProject, { params: { id: eventId }, body: form }),
    meta: { errorToast: false },
    onSuccess: refresh,
  });
}

export function useUpdateProject(eventId: string, projectId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: (form: Partial<ProjectForm>) => call(updateHackathonProject, { params: { id: eventId, projectId }, body: form }),
    meta: { errorToast: false },
    onSuccess: (project) => {
      queryClient.setQueryData(queryKeys.hackathons.projects.project(eventId, projectId), project);
      refresh();
    },
  });
}

/** The recruit status alone, from the project page: errors as a toast. */
export function useSetRecruitStatus(eventId: string, projectId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: (recruitStatus: ProjectDetail['recruitStatus']) =>
      call(updateHackathonProject, { params: { id: eventId, projectId }, body: { recruitStatus } }),
    onSuccess: (project) => {
      queryClient.setQueryData(queryKeys.hackathons.projects.project(eventId, projectId), project);
      refresh();
    },
  });
}

export function useDeleteProject(eventId: string) {
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: (projectId: string) => call(deleteHackathonProject, { params: { id: eventId, projectId } }),
    onSuccess: refresh,
  });
}

export function useSaveProject(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, save }: { projectId: string; save: boolean }): Promise<{ saved: boolean }> =>
      save
        ? call(saveHackathonProject, { params: { id: eventId, projectId } })
        : call(unsaveHackathonProject, { params: { id: eventId, projectId } }),
    onSuccess: (_result, { projectId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.hackathons.projects.lists(eventId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.hackathons.projects.project(eventId, projectId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.hackathons.projects.recommendations(eventId) });
    },
  });
}

/** Team changes answer the members; the project, the lists and For You follow. */
function useTeamChange<T, R>(eventId: string, send: (input: T) => Promise<R>, options: { errorToast?: boolean } = {}) {
  const refresh = useRefresh(eventId);
  return useMutation({ mutationFn: send, onSuccess: refresh, meta: { errorToast: options.errorToast ?? true } });
}

/** Errors are shown in the add-member dialog. */
export const useAddMember = (eventId: string, projectId: string) =>
  useTeamChange(
    eventId,
    (body: { userId: string } | { handle: string }) => call(addProjectMember, { params: { id: eventId, projectId }, body }),
    {
      errorToast: false,
    },
  );
export const useRemoveMember = (eventId: string, projectId: string) =>
  useTeamChange(eventId, (userId: string) => call(removeProjectMember, { params: { id: eventId, projectId, userId } }));
export const usePromoteMember = (eventId: string, projectId: string) =>
  useTeamChange(eventId, (userId: string) => call(promoteProjectLeader, { params: { id: eventId, projectId, userId } }));
export const useLeaveProject = (eventId: string, projectId: string) =>
  useTeamChange(eventId, () => call(leaveHackathonProject, { params: { id: eventId, projectId } }));

export function useAddComment(eventId: string, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => call(addProjectComment, { params: { id: eventId, projectId }, body: { body } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.hackathons.projects.comments(eventId, projectId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.hackathons.projects.lists(eventId) });
    },
  });
}

export function useEditComment(eventId: string, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, body }: { commentId: string; body: string }) =>
      call(editProjectComment, { params: { id: eventId, projectId, commentId }, body: { body } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.hackathons.projects.comments(eventId, projectId) }),
  });
}

export function useDeleteComment(eventId: string, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => call(deleteProjectComment, { params: { id: eventId, projectId, commentId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.hackathons.projects.comments(eventId, projectId) }),
  });
}

/** A deliverable goes up as multipart `file`; the section shows its errors beside the button. */
export function useUploadDeliverable(eventId: string, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFile(uploadProjectDeliverable, { params: { id: eventId, projectId } }, file),
    meta: { errorToast: false },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.hackathons.projects.project(eventId, projectId) }),
  });
}

export function useDeleteDeliverable(eventId: string, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliverableId: string) => call(deleteProjectDeliverable, { params: { id: eventId, projectId, deliverableId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.hackathons.projects.project(eventId, projectId) }),
  });
}

/** The project's thumbnail: cut to 16:9 by the server, which answers its URL for `thumbnailUrl`. */
export function uploadThumbnail(file: File) {
  return uploadFile(uploadProjectThumbnail, {}, file);
}

/** An image inside the description: stored as it is, like an event's. */
export function uploadDescriptionImage(file: File): Promise<{ url: string }> {
  const body = new FormData();
  body.append('file', file);
  return call(uploadEventDescriptionImage, { body });
}
