import { redirect } from 'react-router';
import { safeRedirectTarget } from '../../../../contract/safe-redirect.ts';
import { initAnalytics } from '../../../analytics.ts';
import { appConfigQuery } from '../../../api/app-config.ts';
import { queryClient } from '../../../api/query-client.ts';
import { session } from '../../../session/session.ts';
import { askMainHostUrl, shouldAskMainHost, signInMainHostUrl, withoutHandoffMark } from './community-handoff.ts';
import { communityInfoQuery } from './community-site.api.ts';

let watching = false;

/** Where a sign-in on this site was headed: its `?redirect=`, or home from the sign-in and sign-up pages. */
function headedFor(location: Location): string {
  const redirectParam = new URLSearchParams(location.search).get('redirect');
  if (redirectParam) return `${location.origin}${safeRedirectTarget(redirectParam, location.origin)}`;
  if (location.pathname === '/sign-in' || location.pathname.startsWith('/auth/')) return `${location.origin}/`;
  return location.href;
}

/** Signing in here signs the main host in too: through this site's handoff, and back. */
function watchSignIns(appOrigin: string) {
  if (watching) return;
  watching = true;
  session.subscribe((next, previous) => {
    if (previous.status !== 'anonymous' || next.status !== 'signed-in') return;
    window.location.assign(signInMainHostUrl(appOrigin, headedFor(window.location)));
  });
}

/**
 * The community site's root loader: the config, the community (its 404 is the error screen) and
 * the session. Signed out, the page asks the main host for its session once (community-handoff.ts).
 */
export async function loadCommunityRoot(org: string, request: Request) {
  const [config] = await Promise.all([
    queryClient.ensureQueryData(appConfigQuery),
    queryClient.ensureQueryData(communityInfoQuery(org)),
    session.start(),
  ]);
  initAnalytics(config.gaMeasurementId);
  const state = await session.ready();
  const url = new URL(request.url);
  if (state.status === 'anonymous' && shouldAskMainHost(url, window.sessionStorage)) {
    window.location.assign(askMainHostUrl(config.appOrigin, url));
    // The page is leaving: render nothing meanwhile.
    return new Promise<never>(() => undefined);
  }
  watchSignIns(config.appOrigin);
  const clean = withoutHandoffMark(url);
  if (clean) throw redirect(clean);
  return null;
}
