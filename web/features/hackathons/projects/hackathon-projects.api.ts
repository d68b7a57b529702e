import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadEventDescriptionImage } from '../../../../contract/endpoints/events/images.ts';
import { hackathonLimits, hackathonPaths } from '../../../../contract/hackathons.ts';
import type {
  Comment,
  Deliverable,
  HackathonOverview,
  ProjectDetail,
  ProjectForm,
  ProjectMember,
  ProjectPage,
  TeamRecommendations,
} from '../../../../contract/hackathons.ts';
import type { HackathonPosition, HackathonSkill } from '../../../../contract/users.ts';
import { call } from '../../../api/call.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** The contract's paths start with `/v1`, which the client adds itself. */
const path = (full: string) => full.replace(/^\/v1/, '');

export type ProjectTab = 'ALL' | 'SAVED' | 'MY_PROJECT';
export type ProjectFilters = {
  search: string;
  trackId: string[];
  recruitStatus: string[];
  positions: HackathonPosition[];
  techStack: HackathonSkill[];
};
type CommentPage = { items: Comment[]; hasMore: boolean; cursorId: string | null };

/** `GET …/hackathon`: the tracks, the deadline and who I am here (404 G04002 for anyone not at the hackathon). */
export const overviewQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.hackathons.projects.overview(eventId),
    queryFn: ({ signal }) => api.get<HackathonOverview>(path(hackathonPaths.overview(eventId)), { signal }),
  });

/** A tab of projects, newest first, searched and filtered on the server; filters repeat in the query. */
export const projectsQuery = (eventId: string, tab: ProjectTab, filters: ProjectFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.hackathons.projects.list(eventId, tab, filters),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ tab, take: String(hackathonLimits.pageSize.default) });
      if (filters.search) query.set('search', filters.search);
      for (const key of ['trackId', 'recruitStatus', 'positions', 'techStack'] as const) {
        for (const value of filters[key]) query.append(key, value);
      }
      if (pageParam) query.set('cursorId', pageParam);
      return api.get<ProjectPage>(`${path(hackathonPaths.projects(eventId))}?${query}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.cursorId : null),
  });

export const projectQuery = (eventId: string, projectId: string) =>
  queryOptions({
    queryKey: queryKeys.hackathons.projects.project(eventId, projectId),
    queryFn: ({ signal }) => api.get<ProjectDetail>(path(hackathonPaths.project(eventId, projectId)), { signal }),
  });

export const commentsQuery = (eventId: string, projectId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.hackathons.projects.comments(eventId, projectId),
    queryFn: ({ pageParam, signal }) =>
      api.get<CommentPage>(path(hackathonPaths.comments(eventId, projectId)), {
        query: { take: hackathonLimits.pageSize.default, cursorId: pageParam },
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
      api.get<TeamRecommendations>(path(hackathonPaths.recommendations(eventId)), {
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
    mutationFn: (form: ProjectForm) => api.post<ProjectDetail>(path(hackathonPaths.projects(eventId)), form),
    meta: { errorToast: false },
    onSuccess: refresh,
  });
}

export function useUpdateProject(eventId: string, projectId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: (form: Partial<ProjectForm>) => api.patch<ProjectDetail>(path(hackathonPaths.project(eventId, projectId)), form),
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
      api.patch<ProjectDetail>(path(hackathonPaths.project(eventId, projectId)), { recruitStatus }),
    onSuccess: (project) => {
      queryClient.setQueryData(queryKeys.hackathons.projects.project(eventId, projectId), project);
      refresh();
    },
  });
}

export function useDeleteProject(eventId: string) {
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: (projectId: string) => api.delete<{ id: string }>(path(hackathonPaths.project(eventId, projectId))),
    onSuccess: refresh,
  });
}

export function useSaveProject(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, save }: { projectId: string; save: boolean }) =>
      save
        ? api.post<{ saved: boolean }>(path(hackathonPaths.save(eventId, projectId)))
        : api.delete<{ saved: boolean }>(path(hackathonPaths.save(eventId, projectId))),
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
    (handle: string) => api.post<ProjectMember[]>(path(hackathonPaths.members(eventId, projectId)), { handle }),
    { errorToast: false },
  );
export const useRemoveMember = (eventId: string, projectId: string) =>
  useTeamChange(eventId, (userId: string) =>
    api.delete<ProjectMember[]>(path(hackathonPaths.member(eventId, projectId, userId))),
  );
export const usePromoteMember = (eventId: string, projectId: string) =>
  useTeamChange(eventId, (userId: string) => api.post<ProjectMember[]>(path(hackathonPaths.promote(eventId, projectId, userId))));
export const useLeaveProject = (eventId: string, projectId: string) =>
  useTeamChange(eventId, () => api.post<{ projectDeleted: boolean }>(path(hackathonPaths.leave(eventId, projectId))));

export function useAddComment(eventId: string, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post<Comment>(path(hackathonPaths.comments(eventId, projectId)), { body }),
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
      api.patch<Comment>(path(hackathonPaths.comment(eventId, projectId, commentId)), { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.hackathons.projects.comments(eventId, projectId) }),
  });
}

export function useDeleteComment(eventId: string, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => api.delete<{ id: string }>(path(hackathonPaths.comment(eventId, projectId, commentId))),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.hackathons.projects.comments(eventId, projectId) }),
  });
}

/** A deliverable goes up as multipart `file`; the section shows its errors beside the button. */
export function useUploadDeliverable(eventId: string, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.post<Deliverable>(path(hackathonPaths.deliverables(eventId, projectId)), body);
    },
    meta: { errorToast: false },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.hackathons.projects.project(eventId, projectId) }),
  });
}

export function useDeleteDeliverable(eventId: string, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliverableId: string) =>
      api.delete<{ id: string }>(path(hackathonPaths.deliverable(eventId, projectId, deliverableId))),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.hackathons.projects.project(eventId, projectId) }),
  });
}

/** The project's thumbnail: cut to 16:9 by the server, which answers its URL for `thumbnailUrl`. */
export function uploadThumbnail(file: File): Promise<{ url: string }> {
  const body = new FormData();
  body.append('file', file);
  return api.post<{ url: string }>(path(hackathonPaths.thumbnail), body);
}

/** An image inside the description: stored as it is, like an event's. */
export function uploadDescriptionImage(file: File): Promise<{ url: string }> {
  const body = new FormData();
  body.append('file', file);
  return call(uploadEventDescriptionImage, { body });
}
