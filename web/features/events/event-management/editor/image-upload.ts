import { uploadEventCoverImage, uploadEventDescriptionImage } from '../../../../../contract/endpoints/events/images.ts';
import { uploadFile, uploadMaxBytes } from '../../../../api/upload-file.ts';

export type ImageKind = 'cover' | 'description';

/** 30 MB per file. The server checks again, by content. */
export const imageMaxBytes = uploadMaxBytes;
export const imageAccept = 'image/jpeg,image/png,image/webp';

/** Uploads a cover or a description image, reporting progress from 0 to 1; answers its URL and size. */
export function uploadImage(kind: ImageKind, file: File, onProgress?: (fraction: number) => void) {
  return uploadFile(kind === 'cover' ? uploadEventCoverImage : uploadEventDescriptionImage, {}, file, onProgress);
}
