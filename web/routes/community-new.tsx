import type { LoaderFunctionArgs } from 'react-router';
import { redirect } from 'react-router';
import { appConfigQuery, proRequestTarget } from '../api/app-config.ts';
import { queryClient } from '../api/query-client.ts';
import { CreateCommunityPage } from '../features/communities/console/create/create-community-page.tsx';
import { currentLocale } from '../i18n/index.ts';
import { requireSignedIn } from '../session/require-signed-in.ts';

/** Creating a community is for PRO users; everyone else goes where non-PRO hosts go for events. */
export async function newCommunityLoader(args: LoaderFunctionArgs) {
  const user = await requireSignedIn(args);
  if (user.accessLevel !== 'PRO') {
    const config = await queryClient.ensureQueryData(appConfigQuery);
    throw redirect(proRequestTarget(config, currentLocale()).href);
  }
  return null;
}

/** `/communities/new`: once created, the community's console on the main site. */
export function NewCommunityRoute() {
  return <CreateCommunityPage consolePath={(handle) => `/communities/${handle}/console`} />;
}
