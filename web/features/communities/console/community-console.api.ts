import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AllowedEntrySchema,
  BarredEntrySchema,
  ConsoleMemberPageSchema,
  CreateCommunityInput,
  ManagedCommunitySchema,
  ProfileFormInput,
} from '../../../../contract/communities.ts';
import type { CurationForm } from '../../../../contract/community-people.ts';
import {
  allowCommunityEntry,
  approveCommunityApplicant,
  archiveCommunityJoinType,
  barCommunityEmail,
  changeCommunityMemberRole,
  createCommunityJoinType,
  disallowCommunityEntry,
  getConsoleProfileForm,
  getManagedCommunity,
  listCommunityAllowList,
  listCommunityApplicants,
  listCommunityBarredEmails,
  listCommunityConsoleMembers,
  rejectCommunityApplicant,
  removeCommunityMember,
  replaceCommunityProfileForm,
  transferCommunityOwnership,
  unbarCommunityEmail,
  updateCommunity,
  updateCommunityJoinType,
} from '../../../../contract/endpoints/communities/console.ts';
import {
  createCommunity,
  uploadCommunityImage as communityImageUpload,
} from '../../../../contract/endpoints/communities/create.ts';
import { getCommunityInfo } from '../../../../contract/endpoints/communities/site.ts';
import { uploadEventDescriptionImage } from '../../../../contract/endpoints/events/images.ts';
import { listCommunityEvents } from '../../../../contract/endpoints/people/community-events.ts';
import {
  createCommunityCuration,
  deleteCommunityCuration,
  listCommunityCurations,
  updateCommunityCuration,
} from '../../../../contract/endpoints/people/curations.ts';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { staleTimes } from '../../../api/query-client.ts';
import { uploadFile } from '../../../api/upload-file.ts';

export type ManagedCommunity = z.infer<typeof ManagedCommunitySchema>;
export type ConsoleMemberPage = z.infer<typeof ConsoleMemberPageSchema>;
export type BarredEntry = z.infer<typeof BarredEntrySchema>;
export type AllowedEntry = z.infer<typeof AllowedEntrySchema>;
export type ApplicantStatus = 'PENDING' | 'REJECTED';
export type CommunityImageKind = 'favicon' | 'banner';

/** `GET /v1/communities/info?org=`: the community a handle names (404 when none does). */
export const communityByHandleQuery = (org: string) =>
  queryOptions({
    queryKey: queryKeys.communities.info(org),
    queryFn: ({ signal }) => call(getCommunityInfo, { query: { org }, signal }),
    staleTime: staleTimes.communityInfo,
  });

/** `GET /v1/communities/{id}`: the community as its console shows it (owners and managers; others 403). */
export const managedCommunityQuery = (communityId: string) =>
  queryOptions({
    queryKey: queryKeys.communities.console.community(communityId),
    queryFn: ({ signal }) => call(getManagedCommunity, { params: { id: communityId }, signal }),
  });

const pageParams = {
  initialPageParam: null as string | null,
  getNextPageParam: (page: { hasMore: boolean; cursorId: string | null }) => (page.hasMore ? page.cursorId : null),
};
const PAGE = 20;

/** `GET …/applicants?status=PENDING|REJECTED`: applications with their answers, oldest first. */
export const applicantsQuery = (communityId: string, status: ApplicantStatus) =>
  infiniteQueryOptions({
    queryKey: queryKeys.communities.console.applicants(communityId, status),
    queryFn: ({ pageParam, signal }) =>
      call(listCommunityApplicants, {
        params: { id: communityId },
        query: { take: PAGE, cursorId: pageParam ?? undefined, status },
        signal,
      }),
    ...pageParams,
  });

/** `GET …/console/members?search=`: approved members with their roles and emails. */
export const consoleMembersQuery = (communityId: string, search: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.communities.console.members(communityId, search),
    queryFn: ({ pageParam, signal }) =>
      call(listCommunityConsoleMembers, {
        params: { id: communityId },
        query: { take: PAGE, cursorId: pageParam ?? undefined, search: search || undefined },
        signal,
      }),
    ...pageParams,
  });

export const barredQuery = (communityId: string) =>
  queryOptions({
    queryKey: queryKeys.communities.console.barred(communityId),
    queryFn: ({ signal }) => call(listCommunityBarredEmails, { params: { id: communityId }, signal }),
  });

export const allowedQuery = (communityId: string) =>
  queryOptions({
    queryKey: queryKeys.communities.console.allowed(communityId),
    queryFn: ({ signal }) => call(listCommunityAllowList, { params: { id: communityId }, signal }),
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
    queryFn: ({ signal }) => call(getConsoleProfileForm, { params: { id: communityId, formId }, signal }),
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
      void queryClient.invalidateQueries({ queryKey: queryKeys.communities.infos });
      void queryClient.invalidateQueries({ queryKey: queryKeys.communities.myCommunities.all });
    },
    meta: { errorToast: options.errorToast ?? true },
  });
}

/** `POST /v1/communities` (PRO). Field problems are shown by the form. */
export function useCreateCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCommunityInput) => call(createCommunity, { body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.communities.myCommunities.all }),
    meta: { errorToast: false },
  });
}

/** `POST /v1/communities/images`: a favicon or a banner, stored as webp. */
export const uploadCommunityImage = (kind: CommunityImageKind, file: File, onProgress?: (fraction: number) => void) =>
  uploadFile(communityImageUpload, { query: { kind } }, file, onProgress);

/** An image inside the community's description, stored as webp like an event description's; answers its URL. */
export const uploadDescriptionImage = (file: File) => uploadFile(uploadEventDescriptionImage, {}, file);

export const useUpdateCommunity = (communityId: string) =>
  useConsoleMutation(
    communityId,
    (input: { name?: string; description?: string; favicon?: string | null; banner?: string | null }) =>
      call(updateCommunity, { params: { id: communityId }, body: input }),
    { errorToast: false },
  );

export const useAddJoinType = (communityId: string) =>
  useConsoleMutation(communityId, (input: { name: string; description?: string }) =>
    call(createCommunityJoinType, { params: { id: communityId }, body: input }),
  );

export const useUpdateJoinType = (communityId: string) =>
  useConsoleMutation(communityId, ({ joinTypeId, ...input }: { joinTypeId: string; name?: string; description?: string }) =>
    call(updateCommunityJoinType, { params: { id: communityId, joinTypeId }, body: input }),
  );

/** `DELETE …/join-types/{id}`: no longer offered to applicants; members who joined by it keep it. */
export const useArchiveJoinType = (communityId: string) =>
  useConsoleMutation(communityId, (joinTypeId: string) =>
    call(archiveCommunityJoinType, { params: { id: communityId, joinTypeId } }),
  );

export const useSaveProfileForm = (communityId: string) =>
  useConsoleMutation(
    communityId,
    ({ formId, form }: { formId: string; form: ProfileFormInput }) =>
      call(replaceCommunityProfileForm, { params: { id: communityId, formId }, body: form }),
    { errorToast: false },
  );

/** A profile form saved outside a hook: right after the community is created. */
export const saveProfileForm = (communityId: string, formId: string, form: ProfileFormInput) =>
  call(replaceCommunityProfileForm, { params: { id: communityId, formId }, body: form });

export const useDecideApplicant = (communityId: string) =>
  useConsoleMutation(communityId, ({ userId, decision }: { userId: string; decision: 'approve' | 'reject' }) =>
    call(decision === 'approve' ? approveCommunityApplicant : rejectCommunityApplicant, { params: { id: communityId, userId } }),
  );

export const useChangeMemberRole = (communityId: string) =>
  useConsoleMutation(communityId, ({ userId, role }: { userId: string; role: 'MANAGER' | 'MEMBER' }) =>
    call(changeCommunityMemberRole, { params: { id: communityId, userId }, body: { role } }),
  );

/** `POST …/console/owner`: the owner hands the community to a member and becomes a manager. */
export const useTransferOwnership = (communityId: string) =>
  useConsoleMutation(
    communityId,
    (userId: string) => call(transferCommunityOwnership, { params: { id: communityId }, body: { userId } }),
    { errorToast: false },
  );

export const useRemoveMember = (communityId: string) =>
  useConsoleMutation(communityId, (userId: string) => call(removeCommunityMember, { params: { id: communityId, userId } }));

export const useBar = (communityId: string) =>
  useConsoleMutation(communityId, (email: string) => call(barCommunityEmail, { params: { id: communityId }, body: { email } }), {
    errorToast: false,
  });
export const useUnbar = (communityId: string) =>
  useConsoleMutation(communityId, (email: string) => call(unbarCommunityEmail, { params: { id: communityId, email } }));
export const useAllow = (communityId: string) =>
  useConsoleMutation(
    communityId,
    (entry: string) => call(allowCommunityEntry, { params: { id: communityId }, body: { entry } }),
    { errorToast: false },
  );
export const useDisallow = (communityId: string) =>
  useConsoleMutation(communityId, (entry: string) => call(disallowCommunityEntry, { params: { id: communityId, entry } }));

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
