import { eq } from 'drizzle-orm';
import { pathOf } from '../../../contract/endpoint.ts';
import { downloadRegistrationAnswerFile } from '../../../contract/endpoints/registrations/files.ts';
import { can } from '../../../contract/events.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registrationFiles, registrations } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { findEventWithRole } from '../../events/index.ts';
import type { Registrant } from '../registering/registrant.ts';
import { registrationFileKey, writeRegistrationFile } from './registration-files.ts';
import { safeFileName, STORED_FILE_ID, type FileUpload } from '../../platform/files/checked-file.ts';

/** POST /v1/events/regist-question-file: a member (any event) or a proven non-member (their event). */
export async function uploadRegistrationFile(
  deps: Pick<AppDeps, 'db' | 'clock' | 'env' | 'files'>,
  uploader: Registrant,
  upload: FileUpload,
) {
  const stored = await writeRegistrationFile(deps, upload);
  const name = safeFileName(upload.filename);
  await deps.db.insert(registrationFiles).values({
    id: stored.id,
    eventId: uploader.kind === 'guest' ? uploader.eventId : null,
    uploaderUserId: uploader.kind === 'member' ? uploader.userId : null,
    uploaderEmail: uploader.kind === 'guest' ? uploader.email : null,
    originalName: name,
    contentType: stored.contentType,
    size: stored.size,
    createdAt: deps.clock.now(),
  });
  return {
    id: stored.id,
    name,
    contentType: stored.contentType,
    size: stored.size,
    url: pathOf(downloadRegistrationAnswerFile, { fileId: stored.id }),
  };
}

export type FileViewer = { userId: string | null; guest: { email: string; eventId: string } | null };

/**
 * GET /v1/events/regist-question-file/{fileId}: to its uploader, and to the host team of the event
 * whose registration uses it. Everyone else: 404 G04015, as if it did not exist.
 */
export async function openRegistrationFile(deps: Pick<AppDeps, 'db' | 'files'>, viewer: FileViewer, fileId: string) {
  const [row] = STORED_FILE_ID.test(fileId)
    ? await deps.db
        .select({ file: registrationFiles, registrationEventId: registrations.eventId })
        .from(registrationFiles)
        .leftJoin(registrations, eq(registrations.id, registrationFiles.registrationId))
        .where(eq(registrationFiles.id, fileId))
    : [];
  if (!row) throw new AppError('G04015');
  const { file } = row;
  let allowed =
    (viewer.userId !== null && file.uploaderUserId === viewer.userId) ||
    (viewer.guest !== null && file.uploaderEmail === viewer.guest.email && file.eventId === viewer.guest.eventId);
  const eventId = row.registrationEventId ?? file.eventId;
  if (!allowed && viewer.userId && eventId) {
    const found = await findEventWithRole(deps.db, eventId, viewer.userId);
    allowed = can(found?.role, 'viewGuests');
  }
  if (!allowed) throw new AppError('G04015');
  const stored = await deps.files.open(registrationFileKey(file.id));
  if (!stored) throw new AppError('G04015');
  return {
    stream: stored.stream,
    name: file.originalName,
    contentType: file.contentType,
    size: file.size,
  };
}
