// Files for FILE questions of profile forms: the same formats and limits as registration answers,
// kept in the file store as community-files/<id>. Readable by the uploader and by the owner and
// managers of the community whose application uses the file; to anyone else it does not exist.
import { eq } from 'drizzle-orm';
import { pathOf } from '../../../contract/endpoint.ts';
import { getCommunityAnswerFile } from '../../../contract/endpoints/communities/site.ts';
import { registrationFileTypes } from '../../../contract/registrations.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { communityFiles } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { safeFileName, STORED_FILE_ID, writeCheckedFile, type FileUpload } from '../../platform/files/checked-file.ts';
import { membershipOf } from '../console/community-access.ts';

const AREA = 'community-files';
export const communityFileUrl = (fileId: string) => pathOf(getCommunityAnswerFile, { fileId });

export async function uploadCommunityFile(
  deps: Pick<AppDeps, 'db' | 'clock' | 'env' | 'files'>,
  uploaderId: string,
  upload: FileUpload,
) {
  const stored = await writeCheckedFile(deps, AREA, registrationFileTypes, upload);
  const name = safeFileName(upload.filename);
  await deps.db.insert(communityFiles).values({
    id: stored.id,
    uploaderUserId: uploaderId,
    originalName: name,
    contentType: stored.contentType,
    size: stored.size,
    createdAt: deps.clock.now(),
  });
  return { id: stored.id, name, contentType: stored.contentType, size: stored.size, url: communityFileUrl(stored.id) };
}

export async function openCommunityFile(deps: Pick<AppDeps, 'db' | 'files'>, viewerId: string | null, fileId: string) {
  const [file] = STORED_FILE_ID.test(fileId)
    ? await deps.db.select().from(communityFiles).where(eq(communityFiles.id, fileId))
    : [];
  if (!file || !viewerId) throw new AppError('G04015');
  let allowed = file.uploaderUserId === viewerId;
  if (!allowed && file.communityId) {
    const viewer = await membershipOf(deps.db, file.communityId, viewerId);
    allowed = viewer?.status === 'APPROVED' && viewer.role !== 'MEMBER';
  }
  if (!allowed) throw new AppError('G04015');
  const stored = await deps.files.open(`${AREA}/${file.id}`);
  if (!stored) throw new AppError('G04015');
  return {
    stream: stored.stream,
    name: file.originalName,
    contentType: file.contentType,
    size: file.size,
  };
}
