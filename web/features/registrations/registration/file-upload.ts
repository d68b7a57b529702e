// FILE answers go up before the form is sent, with a progress bar: fetch can't report upload
// progress, so this one request uses XMLHttpRequest, with the same headers and errors as the client.
import type { z } from 'zod';
import { isRefreshable } from '../../../../contract/errors.ts';
import type { UploadedFileSchema } from '../../../../contract/registration-views.ts';
import { registrationFileTypes, registrationLimits } from '../../../../contract/registrations.ts';
import { ApiError, apiErrorFromBody } from '../../../api/api-error.ts';
import { refreshSession } from '../../../api/client.ts';
import { apiBase } from '../../../api/http.ts';
import { currentLocale } from '../../../i18n/index.ts';
import { guestHeaders } from './guest-proof.ts';
import type { GuestProof } from './guest-proof.ts';

export type UploadedFile = z.infer<typeof UploadedFileSchema>;

export const acceptedFileTypes = registrationFileTypes.map((type) => `.${type}`).join(',');

/** The message key for a file the server would refuse anyway, or null. (The server also checks the content.) */
export function fileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(registrationFileTypes as readonly string[]).includes(extension)) return 'errors.unsupportedFileFormat';
  if (file.size > registrationLimits.fileBytes) return 'errors.fileSizeExceeded';
  return null;
}

type Options = {
  eventId: string;
  proof: GuestProof | null;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
  /** another upload address, a whole path (`/v1/…`: a community profile form's), instead of the event's */
  endpoint?: string;
};

function sendOnce(file: File, { eventId, proof, onProgress, signal, endpoint }: Options): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', endpoint ?? `${apiBase}/events/regist-question-file?eventId=${encodeURIComponent(eventId)}`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', currentLocale());
    for (const [name, value] of Object.entries(guestHeaders(proof))) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not ours (a proxy's page): the status says enough.
      }
      if (request.status >= 200 && request.status < 300) resolve((body as { data: UploadedFile }).data);
      else reject(apiErrorFromBody(request.status, body));
    };
    request.onerror = () => reject(new ApiError({ status: 503, errorCode: null, message: 'Network error' }));
    request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort());
    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });
}

/** Uploads one answer file; a member's expired session is refreshed once, as every other call does. */
export async function uploadAnswerFile(file: File, options: Options): Promise<UploadedFile> {
  try {
    return await sendOnce(file, options);
  } catch (error) {
    const refreshable =
      error instanceof ApiError && error.status === 401 && error.errorCode !== null && isRefreshable(error.errorCode);
    if (!refreshable || options.proof || !(await refreshSession())) throw error;
    options.onProgress(0);
    return sendOnce(file, options);
  }
}
