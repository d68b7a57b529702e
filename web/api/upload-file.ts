import { isRefreshable } from '../../contract/errors.ts';
import { currentLocale } from '../i18n/index.ts';
import { ApiError, apiErrorFromBody } from './api-error.ts';
import { refreshSession } from './client.ts';
import { apiBase } from './http.ts';

/** 30 MB per file. The server checks again, by content. */
export const uploadMaxBytes = 30 * 1024 * 1024;

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

// fetch() cannot report upload progress; XMLHttpRequest can.
function sendOnce<T>(path: string, file: File, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiBase}${path}`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', currentLocale());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve((body as { data: T }).data);
      else reject(apiErrorFromBody(request.status, body));
    };
    request.onerror = () => reject(new ApiError({ status: 503, errorCode: null, message: 'Network error' }));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

/**
 * Sends one file as multipart `file` to a path under `/v1`, reporting progress from 0 to 1. Like
 * every API call, a refreshable 401 refreshes the session once and tries again.
 */
export async function uploadFile<T>(path: string, file: File, onProgress?: (fraction: number) => void): Promise<T> {
  if (file.size > uploadMaxBytes) throw new ApiError({ status: 413, errorCode: 'G00107', message: 'File too large' });
  try {
    return await sendOnce<T>(path, file, onProgress);
  } catch (error) {
    const refreshable =
      error instanceof ApiError && error.status === 401 && error.errorCode !== null && isRefreshable(error.errorCode);
    if (!refreshable || !(await refreshSession())) throw error;
    return sendOnce<T>(path, file, onProgress);
  }
}
