import type { renewSession } from '../../contract/endpoints/identity/sign-in.ts';
import { isRefreshable } from '../../contract/errors.ts';
import { isApiError } from './api-error.ts';
import type { ApiError } from './api-error.ts';
import { send } from './http.ts';
import type { RequestOptions } from './http.ts';

const expiredListeners = new Set<() => void>();
const refreshedListeners = new Set<(user: unknown) => void>();

/** Called once per failed refresh: the session is over and the signed-in user should be cleared. */
export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

/** Called with the user that the session renewal answers after a successful refresh. */
export function onSessionRefreshed(listener: (user: unknown) => void): () => void {
  refreshedListeners.add(listener);
  return () => refreshedListeners.delete(listener);
}

/** The session renewal, held to its declaration by the type (the declaration itself would load zod here). */
const renewal = { method: 'PUT', path: '/v1/auth/token' } as const satisfies Pick<typeof renewSession, 'method' | 'path'>;

let refreshing: Promise<boolean> | null = null;

/** Rotates the session cookies. Concurrent callers share one request. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= send<unknown>(renewal.path, { method: renewal.method })
    .then((user) => {
      for (const listener of refreshedListeners) listener(user);
      return true;
    })
    .catch((error: unknown) => {
      // Only the server saying no ends the session; a network blip or a rate limit does not.
      if (isApiError(error) && error.status === 401) for (const listener of expiredListeners) listener();
      return false;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

function shouldRefresh(path: string, error: unknown): error is ApiError {
  return (
    isApiError(error) &&
    error.status === 401 &&
    error.errorCode !== null &&
    isRefreshable(error.errorCode) &&
    !path.startsWith('/v1/auth/')
  );
}

/**
 * Sends a request to a whole path (`/v1/…`). On a refreshable 401 it refreshes the session once and repeats
 * the request once; if the refresh fails, the original error is thrown and the session listeners hear.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await send<T>(path, options);
  } catch (error) {
    if (!shouldRefresh(path, error)) throw error;
    if (await refreshSession()) return send<T>(path, options);
    throw error;
  }
}
