import { currentLocale } from '../i18n/index.ts';
import { ApiError, apiErrorFromBody } from './api-error.ts';

/** Query values; a list repeats its name, and null or undefined leaves the name out. */
export type Query = Record<string, unknown>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as is when it is FormData (multipart uploads). */
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** Extra headers, e.g. the Basic credentials of POST /auth/token/email or a sign-up Bearer token. */
  headers?: Record<string, string>;
};

/** A path with its query string. */
export function urlFor(path: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  }
  const search = params.size > 0 ? `?${params}` : '';
  return `${path}${search}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** One request to a whole path (`/v1/…`), no refresh: resolves to the `data` of the success body, or throws ApiError. */
export async function send<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ ...options.headers, Accept: 'application/json', 'Accept-Language': currentLocale() });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(urlFor(path, options.query), {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // No answer at all (offline, server gone) reads as "API down" to toasts and error screens.
    throw new ApiError({ status: 503, errorCode: null, message: error instanceof Error ? error.message : 'Network error' });
  }

  const payload = await readBody(response);
  if (!response.ok) throw apiErrorFromBody(response.status, payload);
  return (payload as { data?: T } | null)?.data as T;
}
