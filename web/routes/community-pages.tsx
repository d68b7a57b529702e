// The community site's own pages. Home shows signed-out visitors the community's about page; every
// other page is for members: anonymous visitors sign in first (the community's login), and the
// page's gate shows applicants the pending modal and everyone else the member-only modal.
import type { LoaderFunctionArgs } from 'react-router';
import { useParams, useSearchParams } from 'react-router';
import type { MyMembership } from '../../contract/communities.ts';
import { uploadCommunityAnswerFile } from '../../contract/endpoints/communities/site.ts';
import { queryClient } from '../api/query-client.ts';
import { ApplyPage } from '../features/communities/site/apply-page.tsx';
import { CommunityEventsPage } from '../features/communities/site/community-events-page.tsx';
import { CommunityGate } from '../features/communities/site/community-gate.tsx';
import { CommunityHome } from '../features/communities/site/community-home.tsx';
import homeClasses from '../features/communities/site/community.module.css';
import { ReceivedCommunityAnnouncements } from '../features/messages/community-announcements/received-community-announcements.tsx';
import { CommunityProfilePage } from '../features/communities/site/community-profile-page.tsx';
import {
  communityEventsQuery,
  communityInfoQuery,
  membershipQuery,
  memberQuery,
  myProfileQuery,
} from '../features/communities/site/community-site.api.ts';
import { MemberPage } from '../features/communities/site/members/member-page.tsx';
import { MembersPage } from '../features/communities/site/members/members-page.tsx';
import { QuestionsForm } from '../features/registrations/registration/questions-form.tsx';
import { requireSignedIn } from '../session/require-signed-in.ts';
import { session } from '../session/session.ts';

export type Load = (communityId: string, args: LoaderFunctionArgs) => Promise<unknown>;

/** Signed in, the community and my membership known; then, for members, what the page shows first. */
export function communityLoader(org: string, forMembers?: Load, openToVisitors = false) {
  return async (args: LoaderFunctionArgs) => {
    if (openToVisitors) {
      void session.start();
      if ((await session.ready()).status !== 'signed-in') {
        const community = await queryClient.ensureQueryData(communityInfoQuery(org));
        await queryClient.ensureQueryData(communityEventsQuery(community.id, false));
        return null;
      }
    }
    await requireSignedIn(args);
    const community = await queryClient.ensureQueryData(communityInfoQuery(org));
    const membership: MyMembership = await queryClient.fetchQuery({ ...membershipQuery(community.id), staleTime: 5_000 });
    if (membership.state === 'APPROVED' && forMembers) await forMembers(community.id, args);
    return null;
  };
}

export const loadProfile: Load = (communityId) => queryClient.ensureQueryData(myProfileQuery(communityId));
export const loadEvents: Load = (communityId) => queryClient.ensureQueryData(communityEventsQuery(communityId, false));
export const loadMyEvents: Load = (communityId) => queryClient.ensureQueryData(communityEventsQuery(communityId, true));
export const loadMember: Load = (communityId, { params, request }) => {
  const handle = params.handle ?? new URL(request.url).searchParams.get('handle') ?? '';
  return queryClient.ensureQueryData(memberQuery(communityId, handle));
};

/** `/`: the about page for visitors; home, the waiting state, or the member-only modal once signed in. */
export function CommunityHomeRoute() {
  return (
    <CommunityHome
      memberSection={(communityId) => (
        <ReceivedCommunityAnnouncements communityId={communityId} className={homeClasses.section} />
      )}
    />
  );
}

/** `/apply`: a join type, its profile form, then the waiting page. */
export function CommunityApplyRoute() {
  return (
    <ApplyPage
      renderForm={({ form, ...props }) => (
        <QuestionsForm questions={form.questions} prefill={form.prefill} uploadEndpoint={uploadCommunityAnswerFile} {...props} />
      )}
    />
  );
}

export function CommunityMembersRoute() {
  return (
    <CommunityGate>
      <MembersPage />
    </CommunityGate>
  );
}

/** `/members/{handle}` and `/members/profile?handle=`. */
export function CommunityMemberRoute() {
  const { handle } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <CommunityGate>
      <MemberPage handle={handle ?? searchParams.get('handle') ?? ''} />
    </CommunityGate>
  );
}

export function CommunityProfileRoute() {
  return (
    <CommunityGate>
      <CommunityProfilePage />
    </CommunityGate>
  );
}

export function CommunityEventsRoute() {
  return (
    <CommunityGate>
      <CommunityEventsPage mine={false} />
    </CommunityGate>
  );
}

export function CommunityMyEventsRoute() {
  return (
    <CommunityGate>
      <CommunityEventsPage mine />
    </CommunityGate>
  );
}
