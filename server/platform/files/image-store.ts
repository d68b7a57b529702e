// The one image pipeline (avatars, covers, description images, project thumbnails): checked by
// content, converted to webp at quality 60 with the shorter side scaled down, metadata dropped,
// kept in the file store as <kind>/<random>.webp and served by files.routes.ts.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import sharp, { type OutputInfo } from 'sharp';
import { AppError } from '../http/errors.ts';
import type { FileStore } from './file-store.ts';
import { contentCheck, UnsupportedImageError, type ImageFormat } from './image-signature.ts';

/** The shorter side each kind is scaled down to, and what it accepts. */
export const imageKinds = {
  avatars: { shortSide: 512, accepts: ['jpeg', 'png'] },
  cover: { shortSide: 1200, accepts: ['jpeg', 'png', 'webp'] },
  description: { shortSide: 1600, accepts: ['jpeg', 'png', 'webp'] },
  // A community's icon in the browser tab and its header.
  'community-favicon': { shortSide: 128, accepts: ['jpeg', 'png', 'webp'], frame: { width: 128, height: 128 } },
  'community-banner': { shortSide: 1200, accepts: ['jpeg', 'png', 'webp'] },
  // A project's card image: cut to 960×540 (16:9) around its middle.
  'project-thumbnail': { shortSide: 540, accepts: ['jpeg', 'png', 'webp'], frame: { width: 960, height: 540 } },
} as const satisfies Record<
  string,
  { shortSide: number; accepts: readonly ImageFormat[]; frame?: { width: number; height: number } }
>;
export type ImageKind = keyof typeof imageKinds;

export const isImageKind = (value: string): value is ImageKind => Object.hasOwn(imageKinds, value);

export const IMAGE_MAX_BYTES = 30 * 1024 * 1024;
export const STORED_IMAGE_NAME = /^[A-Za-z0-9_-]{16,64}\.webp$/;
// Larger than any real photo, small enough that a decompression bomb cannot exhaust memory.
const MAX_INPUT_PIXELS = 50_000_000;

export type Upload = { stream: Readable; isTruncated: () => boolean };
export type StoredImage = { url: string; width: number; height: number };

/** Streams an upload through the content check into sharp and stores the webp. */
export async function storeImage(deps: { files: FileStore }, kind: ImageKind, upload: Upload): Promise<StoredImage> {
  const accepted: readonly ImageFormat[] = imageKinds[kind].accepts;
  const image = sharp({ limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const checker = contentCheck(accepted);
  // sharp never settles its promises when its input stops half-way, so a refusal by the first
  // bytes is raced against them rather than pushed into sharp, and sharp is cut off first.
  const refused = new Promise<never>((_, reject) => checker.once('error', reject));
  refused.catch(() => {});
  checker.on('error', () => {
    upload.stream.unpipe(checker);
    upload.stream.resume();
    checker.unpipe(image);
    image.destroy();
  });
  image.on('error', () => {});
  upload.stream.pipe(checker).pipe(image);

  let output: { data: Buffer; info: OutputInfo };
  try {
    const { format } = await Promise.race([image.metadata(), refused]);
    if (upload.isTruncated()) throw new AppError('G00107');
    if (!accepted.includes(format as ImageFormat)) throw new UnsupportedImageError();
    const spec: { shortSide: number; frame?: { width: number; height: number } } = imageKinds[kind];
    const side = spec.shortSide;
    const converted = image
      .rotate()
      .resize(
        spec.frame ? { ...spec.frame, fit: 'cover' } : { width: side, height: side, fit: 'outside', withoutEnlargement: true },
      )
      .webp({ quality: 60 })
      .toBuffer({ resolveWithObject: true });
    output = await Promise.race([converted, refused]);
  } catch (error) {
    if (upload.isTruncated()) throw new AppError('G00107');
    if (error instanceof AppError) throw error;
    // Refused by its first bytes, another format, or unreadable: to the person all are the wrong format.
    throw new AppError('G00106');
  }

  const name = `${randomBytes(18).toString('base64url')}.webp`;
  await deps.files.put(`${kind}/${name}`, output.data);
  return { url: `/v1/files/${kind}/${name}`, width: output.info.width, height: output.info.height };
}
