import { uploadFileToPath, uploadMaxBytes } from '../../../../api/upload-file.ts';

export type UploadedImage = { url: string; width: number; height: number };
export type ImageKind = 'cover' | 'description';

/** 30 MB per file. The server checks again, by content. */
export const imageMaxBytes = uploadMaxBytes;
export const imageAccept = 'image/jpeg,image/png,image/webp';

/** Uploads an image (`POST /v1/events/{cover,description}-image`), reporting progress from 0 to 1. */
export function uploadImage(kind: ImageKind, file: File, onProgress?: (fraction: number) => void): Promise<UploadedImage> {
  return uploadFileToPath<UploadedImage>(`/events/${kind}-image`, file, onProgress);
}
