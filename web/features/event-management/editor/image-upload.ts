import { isRefreshable } from '../../../../contract/errors.ts';
import { ApiError, apiErrorFromBody } from '../../../api/api-error.ts';
import { refreshSession } from '../../../api/client.ts';
import { apiBase } from '../../../api/http.ts';
import { currentLocale } from '../../../i18n/index.ts';

export type UploadedImage = { url: string; width: number; height: number };
export type ImageKind = 'cover' | 'description';

/** spec/001 §9: 30 MB per file. The server checks again, by content. */
export const imageMaxBytes = 30 * 1024 * 1024;
export const imageAccept = 'image/jpeg,image/png,image/webp';

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

// fetch() cannot report upload progress; XMLHttpRequest can.
function sendOnce(kind: ImageKind, file: File, onProgress?: (fraction: number) => void): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiBase}/events/${kind}-image`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', currentLocale());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve((body as { data: UploadedImage }).data);
      else reject(apiErrorFromBody(request.status, body));
    };
    request.onerror = () => reject(new ApiError({ status: 503, errorCode: null, message: 'Network error' }));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

/**
 * Uploads an image (`POST /v1/events/{cover,description}-image`), reporting progress from 0 to 1.
 * Like every API call, a refreshable 401 refreshes the session once and tries again.
 */
export async function uploadImage(kind: ImageKind, file: File, onProgress?: (fraction: number) => void): Promise<UploadedImage> {
  if (file.size > imageMaxBytes) throw new ApiError({ status: 413, errorCode: 'G00107', message: 'File too large' });
  try {
    return await sendOnce(kind, file, onProgress);
  } catch (error) {
    const refreshable = error instanceof ApiError && error.status === 401 && error.errorCode !== null && isRefreshable(error.errorCode);
    if (!refreshable || !(await refreshSession())) throw error;
    return sendOnce(kind, file, onProgress);
  }
}
