import { isRouteErrorResponse } from 'react-router';
import { isApiError } from '../api/api-error.ts';
import type { ErrorScreenKind } from '../components/ui/error-screen.tsx';

function statusOf(error: unknown): number | null {
  if (isApiError(error)) return error.status;
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof Response) return error.status;
  return null;
}

/** Which error screen a thrown error gets: by HTTP status, "Something went wrong" otherwise. */
export function errorScreenKind(error: unknown): ErrorScreenKind {
  const status = statusOf(error);
  if (status === 404) return 'notFound';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 502 || status === 503 || status === 504) return 'apiDown';
  if (status !== null && status >= 500) return 'internal';
  return 'unknown';
}
