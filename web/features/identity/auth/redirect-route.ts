import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { safeRedirectTarget } from '../../../../contract/safe-redirect.ts';

/**
 * `/redirect?to=<path or URL>`: goes there only when it is on our own origin (the same rule as
 * the API's OAuth `returnTo`, contract/safe-redirect.ts); anything else goes to /events.
 * `redirect=` is read too, like the sign-in page's parameter.
 */
export function redirectLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = url.searchParams.get('to') ?? url.searchParams.get('redirect');
  return redirect(safeRedirectTarget(target, url.origin));
}
