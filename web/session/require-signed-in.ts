import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { safeRedirectTarget } from '../../contract/safe-redirect.ts';
import type { User } from '../../contract/users.ts';
import { session } from './session.ts';

/** `/sign-in?redirect=<path>` for the page a visitor asked for. */
export function signInPathFor(url: URL | string): string {
  const { pathname, search, hash } = new URL(url, 'http://placeholder.invalid');
  return `/sign-in?redirect=${encodeURIComponent(`${pathname}${search}${hash}`)}`;
}

/**
 * Route loader helper for pages only signed-in people see: waits for the session (the refresh
 * on load), then returns the user or sends anonymous visitors to the sign-in page, which brings
 * them back afterwards.
 *
 *   { path: 'profile', loader: (args) => requireSignedIn(args), … }
 */
export async function requireSignedIn({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<User> {
  void session.start();
  const state = await session.ready();
  if (state.status === 'signed-in') return state.user;
  throw redirect(signInPathFor(request.url));
}

/** For the sign-in and sign-up pages: someone already signed in goes where they were headed. */
export async function redirectIfSignedIn({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<null> {
  void session.start();
  const state = await session.ready();
  if (state.status !== 'signed-in') return null;
  const url = new URL(request.url);
  throw redirect(safeRedirectTarget(url.searchParams.get('redirect'), url.origin));
}
