// Files for FILE questions of profile forms: the same formats and limits as registration answers,
// stored under $DATA_DIR/uploads/community-files. Readable by the uploader and by the owner and
// managers of the community whose application uses the file; to anyone else it does not exist.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { pathOf } from '../../../contract/endpoint.ts';
import { getCommunityAnswerFile } from '../../../contract/endpoints/communities/site.ts';
import { registrationFileTypes } from '../../../contract/registrations.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Env } from '../../platform/env.ts';
import { communityFiles } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { safeFileName, STORED_FILE_ID, writeCheckedFile, type FileUpload } from '../../platform/files/checked-file.ts';
import { membershipOf } from '../console/community-access.ts';

const directoryOf = (env: Pick<Env, 'DATA_DIR'>) => path.join(env.DATA_DIR, 'uploads', 'community-files');
export const communityFileUrl = (fileId: string) => pathOf(getCommunityAnswerFile, { fileId });

export async function uploadCommunityFile(deps: Pick<AppDeps, 'db' | 'clock' | 'env'>, uploaderId: string, upload: FileUpload) {
  const stored = await writeCheckedFile(directoryOf(deps.env), registrationFileTypes, upload);
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

export async function openCommunityFile(deps: Pick<AppDeps, 'db' | 'env'>, viewerId: string | null, fileId: string) {
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
  return {
    path: path.join(directoryOf(deps.env), file.id),
    name: file.originalName,
    contentType: file.contentType,
    size: file.size,
  };
}
