import type { LoaderFunctionArgs } from 'react-router';
import { useLocation } from 'react-router';
import { MyCommunitiesPage } from '../features/communities/my-communities/my-communities-page.tsx';
import { tabFrom } from '../features/communities/my-communities/my-communities.api.ts';
import { requireSignedIn } from '../session/require-signed-in.ts';

export async function myCommunitiesLoader(args: LoaderFunctionArgs) {
  await requireSignedIn(args);
  return null;
}

/** `/communities/my`: my communities on the main site, each linking to its own site and, for those I run, its console. */
export function MyCommunitiesRoute() {
  const { search } = useLocation();
  return (
    <MyCommunitiesPage
      tab={tabFrom(search)}
      createTo="/communities/new"
      consoleTo={(community) => `/communities/${community.handle}/console`}
    />
  );
}
