import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AllowedEntrySchema,
  BarredEntrySchema,
  CommunityInfo,
  ConsoleMember,
  ConsoleMemberPageSchema,
  CreateCommunityInput,
  JoinType,
  ManagedCommunitySchema,
  ProfileForm,
  ProfileFormInput,
} from '../../../../contract/communities.ts';
import type { CurationForm } from '../../../../contract/community-people.ts';
import { listCommunityEvents } from '../../../../contract/endpoints/people/community-events.ts';
import {
  createCommunityCuration,
  deleteCommunityCuration,
  listCommunityCurations,
  updateCommunityCuration,
} from '../../../../contract/endpoints/people/curations.ts';
import { api } from '../../../api/client.ts';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { uploadFileToPath } from '../../../api/upload-file.ts';

export type ManagedCommunity = z.infer<typeof ManagedCommunitySchema>;
export type ConsoleMemberPage = z.infer<typeof ConsoleMemberPageSchema>;
export type BarredEntry = z.infer<typeof BarredEntrySchema>;
export type AllowedEntry = z.infer<typeof AllowedEntrySchema>;
export type ApplicantStatus = 'PENDING' | 'REJECTED';
export type CommunityImageKind = 'favicon' | 'banner';

const id = encodeURIComponent;
const base = (communityId: string) => `/communities/${id(communityId)}`;

/** `GET /v1/communities/info?org=`: the community a handle names (404 when none does). */
export const communityByHandleQuery = (org: string) =>
  queryOptions({
    queryKey: queryKeys.communities.console.info(org),
    queryFn: ({ signal }) => api.get<CommunityInfo>(`/communities/info?org=${id(org)}`, { signal }),
    staleTime: 30_000,
  });

/** `GET /v1/communities/{id}`: the community as its console shows it (owners and managers; others 403). */
export const managedCommunityQuery = (communityId: string) =>
  queryOptions({
    queryKey: queryKeys.communities.console.community(communityId),
    queryFn: ({ signal }) => api.get<ManagedCommunity>(base(communityId), { signal }),
  });

const pageParams = {
  initialPageParam: null as string | null,
  getNextPageParam: (page: { hasMore: boolean; cursorId: string | null }) => (page.hasMore ? page.cursorId : null),
};
const withCursor = (path: string, cursor: string | null, extra: Record<string, string | undefined> = {}) => {
  const query = new URLSearchParams({ take: '20' });
  if (cursor) query.set('cursorId', cursor);
  for (const [key, value] of Object.entries(extra)) if (value) query.set(key, value);
  return `${path}?${query.toString()}`;
};

/** `GET …/applicants?status=PENDING|REJECTED`: applications with their answers, oldest first. */
export const applicantsQuery = (communityId: string, status: ApplicantStatus) =>
  infiniteQueryOptions({
    queryKey: queryKeys.communities.console.applicants(communityId, status),
    queryFn: ({ pageParam, signal }) =>
      api.get<ConsoleMemberPage>(withCursor(`${base(communityId)}/applicants`, pageParam, { status }), { signal }),
    ...pageParams,
  });

/** `GET …/console/members?search=`: approved members with their roles and emails. */
export const consoleMembersQuery = (communityId: string, search: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.communities.console.members(communityId, search),
    queryFn: ({ pageParam, signal }) =>
      api.get<ConsoleMemberPage>(withCursor(`${base(communityId)}/console/members`, pageParam, { search: search || undefined }), {
        signal,
      }),
    ...pageParams,
  });

export const barredQuery = (communityId: string) =>
  queryOptions({
    queryKey: queryKeys.communities.console.barred(communityId),
    queryFn: ({ signal }) => api.get<BarredEntry[]>(`${base(communityId)}/barred`, { signal }),
  });

export const allowedQuery = (communityId: string) =>
  queryOptions({
    queryKey: queryKeys.communities.console.allowed(communityId),
    queryFn: ({ signal }) => api.get<AllowedEntry[]>(`${base(communityId)}/allowed`, { signal }),
  });

export const curationsQuery = (communityId: string) =>
  queryOptions({
    queryKey: queryKeys.communities.console.curations(communityId),
    queryFn: ({ signal }) => call(listCommunityCurations, { params: { id: communityId }, signal }),
  });

export const communityEventsQuery = (communityId: string) =>
  queryOptions({
    queryKey: queryKeys.communities.console.events(communityId),
    queryFn: ({ signal }) => call(listCommunityEvents, { params: { id: communityId }, query: { take: 50 }, signal }),
  });

export const profileFormQuery = (communityId: string, formId: string) =>
  queryOptions({
    queryKey: queryKeys.communities.console.form(communityId, formId),
    queryFn: ({ signal }) => api.get<ProfileForm>(`${base(communityId)}/console/profile-forms/${id(formId)}`, { signal }),
  });

/** After a change: everything the console shows of this community is fetched again when next needed. */
function useConsoleMutation<T, R>(
  communityId: string,
  request: (input: T) => Promise<R>,
  options: { errorToast?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.communities.console.all(communityId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.communities.console.infos });
      void queryClient.invalidateQueries({ queryKey: queryKeys.communities.myCommunities.all });
    },
    meta: { errorToast: options.errorToast ?? true },
  });
}

/** `POST /v1/communities` (PRO). Field problems are shown by the form. */
export function useCreateCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCommunityInput) => api.post<CommunityInfo>('/communities', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.communities.myCommunities.all }),
    meta: { errorToast: false },
  });
}

/** `POST /v1/communities/images`: a favicon or a banner, stored as webp. */
export const uploadCommunityImage = (kind: CommunityImageKind, file: File, onProgress?: (fraction: number) => void) =>
  uploadFileToPath<{ url: string; width: number; height: number }>(`/communities/images?kind=${kind}`, file, onProgress);

export const useUpdateCommunity = (communityId: string) =>
  useConsoleMutation(
    communityId,
    (input: { name?: string; description?: string; favicon?: string | null; banner?: string | null }) =>
      api.patch<ManagedCommunity>(base(communityId), input),
    { errorToast: false },
  );

export const useAddJoinType = (communityId: string) =>
  useConsoleMutation(communityId, (input: { name: string; description?: string }) =>
    api.post<JoinType>(`${base(communityId)}/join-types`, input),
  );

export const useUpdateJoinType = (communityId: string) =>
  useConsoleMutation(communityId, ({ joinTypeId, ...input }: { joinTypeId: string; name?: string; description?: string }) =>
    api.patch<JoinType>(`${base(communityId)}/join-types/${id(joinTypeId)}`, input),
  );

/** `DELETE …/join-types/{id}`: no longer offered to applicants; members who joined by it keep it. */
export const useArchiveJoinType = (communityId: string) =>
  useConsoleMutation(communityId, (joinTypeId: string) =>
    api.delete<unknown>(`${base(communityId)}/join-types/${id(joinTypeId)}`),
  );

export const useSaveProfileForm = (communityId: string) =>
  useConsoleMutation(
    communityId,
    ({ formId, form }: { formId: string; form: ProfileFormInput }) =>
      api.put<ProfileForm>(`${base(communityId)}/profile-forms/${id(formId)}`, form),
    { errorToast: false },
  );

/** A profile form saved outside a hook: right after the community is created. */
export const saveProfileForm = (communityId: string, formId: string, form: ProfileFormInput) =>
  api.put<ProfileForm>(`${base(communityId)}/profile-forms/${id(formId)}`, form);

export const useDecideApplicant = (communityId: string) =>
  useConsoleMutation(communityId, ({ userId, decision }: { userId: string; decision: 'approve' | 'reject' }) =>
    api.post<ConsoleMember>(`${base(communityId)}/applicants/${id(userId)}/${decision}`),
  );

export const useChangeMemberRole = (communityId: string) =>
  useConsoleMutation(communityId, ({ userId, role }: { userId: string; role: 'MANAGER' | 'MEMBER' }) =>
    api.patch<ConsoleMember>(`${base(communityId)}/members/${id(userId)}/role`, { role }),
  );

/** `POST …/console/owner`: the owner hands the community to a member and becomes a manager. */
export const useTransferOwnership = (communityId: string) =>
  useConsoleMutation(communityId, (userId: string) => api.post<unknown>(`${base(communityId)}/console/owner`, { userId }), {
    errorToast: false,
  });

export const useRemoveMember = (communityId: string) =>
  useConsoleMutation(communityId, (userId: string) => api.delete<unknown>(`${base(communityId)}/members/${id(userId)}`));

export const useBar = (communityId: string) =>
  useConsoleMutation(communityId, (email: string) => api.post<BarredEntry>(`${base(communityId)}/barred`, { email }), {
    errorToast: false,
  });
export const useUnbar = (communityId: string) =>
  useConsoleMutation(communityId, (email: string) => api.delete<unknown>(`${base(communityId)}/barred/${id(email)}`));
export const useAllow = (communityId: string) =>
  useConsoleMutation(communityId, (entry: string) => api.post<AllowedEntry>(`${base(communityId)}/allowed`, { entry }), {
    errorToast: false,
  });
export const useDisallow = (communityId: string) =>
  useConsoleMutation(communityId, (entry: string) => api.delete<unknown>(`${base(communityId)}/allowed/${id(entry)}`));

export const useCreateCuration = (communityId: string) =>
  useConsoleMutation(
    communityId,
    (input: CurationForm) => call(createCommunityCuration, { params: { id: communityId }, body: input }),
    { errorToast: false },
  );
export const useUpdateCuration = (communityId: string) =>
  useConsoleMutation(
    communityId,
    ({ curationId, ...input }: Partial<CurationForm> & { curationId: string }) =>
      call(updateCommunityCuration, { params: { id: communityId, curationId }, body: input }),
    { errorToast: false },
  );
export const useDeleteCuration = (communityId: string) =>
  useConsoleMutation(communityId, (curationId: string) =>
    call(deleteCommunityCuration, { params: { id: communityId, curationId } }),
  );
