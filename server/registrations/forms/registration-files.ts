// Files for FILE questions: jpg, jpeg, png, pdf or zip — the name's extension and the first bytes
// must agree — at most 30 MB, kept in the file store as registration-files/<random id>.
// Only the uploader and the host team of the event the answer belongs to may read one back.
import { registrationFileTypes } from '../../../contract/registrations.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { STORED_FILE_ID, writeCheckedFile, type FileUpload } from '../../platform/files/checked-file.ts';

export { safeFileName, STORED_FILE_ID, type FileUpload } from '../../platform/files/checked-file.ts';

export const REGISTRATION_FILE_AREA = 'registration-files';

export function registrationFileKey(fileId: string): string {
  if (!STORED_FILE_ID.test(fileId)) throw new AppError('G04015');
  return `${REGISTRATION_FILE_AREA}/${fileId}`;
}

/** Keeps the upload under a new random id; G00106 wrong format, G00107 too large. */
export function writeRegistrationFile(deps: Pick<AppDeps, 'env' | 'files'>, upload: FileUpload) {
  return writeCheckedFile(deps, REGISTRATION_FILE_AREA, registrationFileTypes, upload);
}
