import type { DataOf, Endpoint, ParamsInput, QueryInput } from '../../contract/endpoint.ts';
import { pathOf } from '../../contract/endpoint.ts';
import { isRefreshable } from '../../contract/errors.ts';
import { currentLocale } from '../i18n/index.ts';
import { ApiError, apiErrorFromBody } from './api-error.ts';
import { refreshSession } from './client.ts';
import { urlFor } from './http.ts';

/** 30 MB per file. The server checks again, by content. */
export const uploadMaxBytes = 30 * 1024 * 1024;

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

type SendOptions = { headers?: Record<string, string>; signal?: AbortSignal };

// fetch() cannot report upload progress; XMLHttpRequest can.
function sendOnce<T>(path: string, file: File, onProgress?: (fraction: number) => void, options: SendOptions = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', currentLocale());
    for (const [name, value] of Object.entries(options.headers ?? {})) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve((body as { data: T }).data);
      else reject(apiErrorFromBody(request.status, body));
    };
    request.onerror = () => reject(new ApiError({ status: 503, errorCode: null, message: 'Network error' }));
    request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

type UploadTarget<E extends Endpoint> = {
  params?: [ParamsInput<E>] extends [never] ? never : ParamsInput<E>;
  query?: [QueryInput<E>] extends [never] ? never : QueryInput<E>;
  /** Extra headers, e.g. a non-member's guest token. */
  headers?: Record<string, string>;
  /** Aborting rejects with an AbortError DOMException. */
  signal?: AbortSignal;
};

/**
 * Sends one file as multipart `file` to a declared upload endpoint, reporting progress from 0 to 1.
 * Like every API call, a refreshable 401 refreshes the session once and tries again.
 */
export async function uploadFile<E extends Endpoint>(
  declared: E,
  target: UploadTarget<E>,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<DataOf<E>> {
  type T = DataOf<E>;
  if (file.size > uploadMaxBytes) throw new ApiError({ status: 413, errorCode: 'G00107', message: 'File too large' });
  const path = urlFor(
    pathOf(declared, target.params as Record<string, string | number> | undefined),
    target.query as Record<string, unknown>,
  );
  const options = { headers: target.headers, signal: target.signal };
  try {
    return await sendOnce<T>(path, file, onProgress, options);
  } catch (error) {
    const refreshable =
      error instanceof ApiError && error.status === 401 && error.errorCode !== null && isRefreshable(error.errorCode);
    if (!refreshable || !(await refreshSession())) throw error;
    onProgress?.(0);
    return sendOnce<T>(path, file, onProgress, options);
  }
}
