import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppDeps } from '../../app-deps.ts';
import type { Env } from '../../env.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import type { UserRow } from './user-dto.ts';

export const AVATAR_MAX_BYTES = 30 * 1024 * 1024;
/** The shorter side of a stored avatar (spec/001 §9: scaled down to a limit, webp at quality 0.6). */
export const AVATAR_SHORT_SIDE = 512;
export const AVATAR_URL_PREFIX = '/v1/files/avatars/';
export const AVATAR_NAME = /^[A-Za-z0-9_-]{16,64}\.webp$/;
// Larger than any real photo, small enough that a decompression bomb cannot exhaust memory.
const MAX_INPUT_PIXELS = 50_000_000;

export function avatarDirectory(env: Env): string {
  return path.join(env.DATA_DIR, 'uploads', 'avatars');
}

const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export class UnsupportedImageError extends Error {}

/** Refuses the upload from its first bytes when they are not JPEG or PNG, whatever the name says. */
function magicBytesCheck(): Transform {
  let head = Buffer.alloc(0);
  let checked = false;
  const check = () => head.subarray(0, JPEG.length).equals(JPEG) || head.subarray(0, PNG.length).equals(PNG);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!checked) {
        head = Buffer.concat([head, chunk]).subarray(0, PNG.length);
        if (head.length >= PNG.length || (head.length >= JPEG.length && head[0] === 0xff)) {
          if (!check()) return callback(new UnsupportedImageError());
          checked = true;
        }
      }
      callback(null, chunk);
    },
    flush(callback) {
      callback(checked || check() ? null : new UnsupportedImageError());
    },
  });
}

/**
 * Streams the upload through a magic-byte check into sharp, keeps JPEG and PNG only (by content),
 * and stores a webp (quality 60, shorter side at most 512 px, EXIF orientation applied, all
 * metadata dropped). `isTruncated` tells whether the multipart limit cut the stream short.
 */
export async function uploadAvatar(deps: AppDeps, userId: string, upload: { stream: Readable; isTruncated: () => boolean }): Promise<UserRow> {
  const image = sharp({ limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const checker = magicBytesCheck();
  // Refused by its first bytes: stop feeding sharp, discard the rest of the upload, answer now.
  const refused = new Promise<never>((_resolve, reject) => {
    checker.once('error', (error) => {
      upload.stream.unpipe(checker);
      upload.stream.resume();
      checker.unpipe(image);
      image.destroy();
      reject(error);
    });
  });
  refused.catch(() => {});
  image.on('error', () => {});
  upload.stream.pipe(checker).pipe(image);

  let webp: Buffer;
  try {
    const { format } = await Promise.race([image.metadata(), refused]);
    if (upload.isTruncated()) throw new AppError('G00107');
    if (format !== 'jpeg' && format !== 'png') throw new UnsupportedImageError();
    webp = await image
      .rotate()
      .resize({ width: AVATAR_SHORT_SIDE, height: AVATAR_SHORT_SIDE, fit: 'outside', withoutEnlargement: true })
      .webp({ quality: 60 })
      .toBuffer();
  } catch (error) {
    if (upload.isTruncated()) throw new AppError('G00107');
    if (error instanceof AppError) throw error;
    // Refused by its first bytes, not JPEG/PNG, or unreadable: to the person all are the wrong format.
    throw new AppError('G00106');
  }

  const directory = avatarDirectory(deps.env);
  await mkdir(directory, { recursive: true });
  const name = `${randomBytes(18).toString('base64url')}.webp`;
  const temporary = path.join(directory, `.${name}.tmp`);
  await writeFile(temporary, webp, { mode: 0o644 });
  await rename(temporary, path.join(directory, name));

  const [before] = await deps.db.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId));
  const [user] = await deps.db
    .update(users)
    .set({ avatarUrl: `${AVATAR_URL_PREFIX}${name}`, updatedAt: deps.clock.now() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new AppError('G04001');
  const old = before?.avatarUrl?.startsWith(AVATAR_URL_PREFIX) ? before.avatarUrl.slice(AVATAR_URL_PREFIX.length) : null;
  if (old && AVATAR_NAME.test(old)) await rm(path.join(directory, old), { force: true });
  return user;
}
