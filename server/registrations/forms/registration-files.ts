// Files for FILE questions: jpg, jpeg, png, pdf or zip — the name's extension and the first bytes
// must agree — at most 30 MB, streamed to $DATA_DIR/uploads/registration-files/<random id>.
// Only the uploader and the host team of the event the answer belongs to may read one back.
import path from 'node:path';
import { registrationFileTypes } from '../../../contract/registrations.ts';
import type { Env } from '../../platform/env.ts';
import { AppError } from '../../platform/http/errors.ts';
import { STORED_FILE_ID, writeCheckedFile, type FileUpload } from '../../platform/files/checked-file.ts';

export { safeFileName, STORED_FILE_ID, type FileUpload } from '../../platform/files/checked-file.ts';

export function registrationFileDirectory(env: Pick<Env, 'DATA_DIR'>): string {
  return path.join(env.DATA_DIR, 'uploads', 'registration-files');
}

export function registrationFilePath(env: Pick<Env, 'DATA_DIR'>, fileId: string): string {
  if (!STORED_FILE_ID.test(fileId)) throw new AppError('G04015');
  return path.join(registrationFileDirectory(env), fileId);
}

/** Streams the upload to disk under a new random id; G00106 wrong format, G00107 too large. */
export function writeRegistrationFile(env: Pick<Env, 'DATA_DIR'>, upload: FileUpload) {
  return writeCheckedFile(registrationFileDirectory(env), registrationFileTypes, upload);
}
