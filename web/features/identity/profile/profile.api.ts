import { queryOptions } from '@tanstack/react-query';
import type { Profile, ProfileForm, User } from '../../../../contract/users.ts';
import { ApiError, apiErrorFromBody } from '../../../api/api-error.ts';
import { api, refreshSession } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { apiBase } from '../../../api/http.ts';
import { isRefreshable } from '../../../../contract/errors.ts';
import { currentLocale } from '../../../i18n/index.ts';

export const profileQuery = queryOptions({
  queryKey: queryKeys.identity.profile,
  queryFn: ({ signal }) => api.get<Profile>('/me/profile', { signal }),
});

export function updateProfile(changes: ProfileForm): Promise<Profile> {
  return api.patch<Profile>('/me/profile', changes);
}

/** Avatars are jpg, jpeg or png up to 30 MB (the server checks the content again). */
export const avatarRules = {
  maxBytes: 30 * 1024 * 1024,
  maxLabel: '30MB',
  types: ['image/jpeg', 'image/png'],
  accept: 'image/jpeg,image/png,.jpg,.jpeg,.png',
} as const;

/** A message key (and its values) when the file cannot be an avatar, before anything is sent. */
export function avatarFileProblem(file: {
  name: string;
  type: string;
  size: number;
}): { key: string; values?: Record<string, string> } | null {
  const extensionOk = /\.(jpe?g|png)$/i.test(file.name);
  const typeOk = (avatarRules.types as readonly string[]).includes(file.type);
  if (!extensionOk && !typeOk) return { key: 'errors.unsupportedFileFormat' };
  if (file.size > avatarRules.maxBytes) return { key: 'errors.photoUploadLimit', values: { limit: avatarRules.maxLabel } };
  return null;
}

function postWithProgress(file: File, onProgress: (fraction: number) => void): Promise<User> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiBase}/users/avatars`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', currentLocale());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // not ours (a proxy page): apiErrorFromBody copes
      }
      if (request.status >= 200 && request.status < 300) resolve((body as { data: User }).data);
      else reject(apiErrorFromBody(request.status, body));
    };
    request.onerror = () => reject(new ApiError({ status: 503, errorCode: null, message: 'Network error' }));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

/**
 * `POST /v1/users/avatars` with upload progress (fetch cannot report it). Like every other call, a
 * refreshable 401 refreshes the session once and sends the file once more.
 */
export async function uploadAvatar(file: File, onProgress: (fraction: number) => void): Promise<User> {
  try {
    return await postWithProgress(file, onProgress);
  } catch (error) {
    const refreshable =
      error instanceof ApiError && error.status === 401 && error.errorCode !== null && isRefreshable(error.errorCode);
    if (!refreshable || !(await refreshSession())) throw error;
    onProgress(0);
    return postWithProgress(file, onProgress);
  }
}
