/** A failed API call, read from the error body (`{ statusCode, errorCode, message, fields? }`). */
export class ApiError extends Error {
  readonly status: number;
  /** A catalogue code from contract/errors.ts, or null when the body carried none. */
  readonly errorCode: string | null;
  /** Field path → i18n message key, for validation failures. */
  readonly fields: Record<string, string> | undefined;

  constructor(init: { status: number; errorCode: string | null; message: string; fields?: Record<string, string> }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.fields = init.fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Builds the ApiError for a non-2xx answer; tolerates bodies that are not ours (a proxy's HTML page). */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  if (!isRecord(body)) return new ApiError({ status, errorCode: null, message: `HTTP ${status}` });
  const fields = isRecord(body.fields) ? (body.fields as Record<string, string>) : undefined;
  return new ApiError({
    status,
    errorCode: typeof body.errorCode === 'string' ? body.errorCode : null,
    message: typeof body.message === 'string' ? body.message : `HTTP ${status}`,
    fields,
  });
}
