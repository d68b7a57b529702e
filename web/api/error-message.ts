import { errorCatalogue, isErrorCode } from '../../contract/errors.ts';
import { isApiError } from './api-error.ts';
import type { ApiError } from './api-error.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

// These statuses show the message of a known code; any other status shows the common error.
const statusesWithCodeMessages = new Set([400, 401, 403, 404, 409]);

/** The toast text for a failed call, chosen by HTTP status and errorCode. */
export function messageForApiError(error: Pick<ApiError, 'status' | 'errorCode'>, t: Translate): string {
  const entry = isErrorCode(error.errorCode) ? errorCatalogue[error.errorCode] : undefined;
  if (error.status >= 500) {
    return t(entry && entry.status >= 500 ? `errors.${entry.key}` : 'errors.internalServerError');
  }
  if (entry && statusesWithCodeMessages.has(error.status)) return t(`errors.${entry.key}`);
  return t('errors.commonError', { code: error.errorCode ?? error.status });
}

/** Same, for anything a mutation may throw: a bug in our own code is not an API error. */
export function messageForError(error: unknown, t: Translate): string {
  return isApiError(error) ? messageForApiError(error, t) : t('errorScreens.unknown.description');
}
