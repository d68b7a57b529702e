import { queryOptions } from '@tanstack/react-query';
import type { ProfileForm } from '../../../../contract/users.ts';
import { getMyProfile, updateMyProfile, uploadMyAvatar } from '../../../../contract/endpoints/identity/accounts.ts';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { uploadFile } from '../../../api/upload-file.ts';

export const profileQuery = queryOptions({
  queryKey: queryKeys.identity.profile,
  queryFn: ({ signal }) => call(getMyProfile, { signal }),
});

export function updateProfile(changes: ProfileForm) {
  return call(updateMyProfile, { body: changes });
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

/**
 * Sends the avatar with upload progress (fetch cannot report it). Like every other call, a
 * refreshable 401 refreshes the session once and sends the file once more.
 */
export function uploadAvatar(file: File, onProgress: (fraction: number) => void) {
  return uploadFile(uploadMyAvatar, {}, file, onProgress);
}
