// Files for FILE questions: jpg, jpeg, png, pdf or zip — the name's extension and the first bytes
// must agree — at most 30 MB, streamed to $DATA_DIR/uploads/registration-files/<random id>.
// Only the uploader and the host team of the event the answer belongs to may read one back.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import type { Env } from '../../env.ts';
import { AppError } from '../../http/errors.ts';

type Format = { contentType: string; matches: (head: Buffer) => boolean };

const jpeg: Format = { contentType: 'image/jpeg', matches: (h) => h.length >= 3 && h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff };
const png: Format = {
  contentType: 'image/png',
  matches: (h) => h.length >= 8 && h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
};
const pdf: Format = { contentType: 'application/pdf', matches: (h) => h.length >= 5 && h.toString('latin1', 0, 5) === '%PDF-' };
// Local file header, or the end record of an empty archive.
const zip: Format = {
  contentType: 'application/zip',
  matches: (h) => h.length >= 4 && (h.toString('latin1', 0, 4) === 'PK\x03\x04' || h.toString('latin1', 0, 4) === 'PK\x05\x06'),
};

const formats: Record<string, Format> = { jpg: jpeg, jpeg, png, pdf, zip };
const HEAD_BYTES = 8;

export const STORED_FILE_ID = /^[A-Za-z0-9_-]{32}$/;

export function registrationFileDirectory(env: Pick<Env, 'DATA_DIR'>): string {
  return path.join(env.DATA_DIR, 'uploads', 'registration-files');
}

export function registrationFilePath(env: Pick<Env, 'DATA_DIR'>, fileId: string): string {
  if (!STORED_FILE_ID.test(fileId)) throw new AppError('G04015');
  return path.join(registrationFileDirectory(env), fileId);
}

class UnsupportedFileError extends Error {}

/** The format a file name promises, or null when it is not one we take. */
export function formatForName(filename: string): Format | null {
  const extension = path.extname(filename).slice(1).toLowerCase();
  return Object.hasOwn(formats, extension) ? formats[extension] : null;
}

function contentCheck(format: Format): Transform {
  let head = Buffer.alloc(0);
  let checked = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!checked) {
        head = Buffer.concat([head, chunk]).subarray(0, HEAD_BYTES);
        if (head.length < HEAD_BYTES) return callback(null, chunk);
        if (!format.matches(head)) return callback(new UnsupportedFileError());
        checked = true;
      }
      callback(null, chunk);
    },
    flush(callback) {
      callback(checked || format.matches(head) ? null : new UnsupportedFileError());
    },
  });
}

export type FileUpload = { stream: Readable; filename: string; isTruncated: () => boolean };

/** Streams the upload to disk under a new random id; G00106 wrong format, G00107 too large. */
export async function writeRegistrationFile(env: Pick<Env, 'DATA_DIR'>, upload: FileUpload) {
  const format = formatForName(upload.filename);
  if (!format) {
    upload.stream.resume();
    throw new AppError('G00106');
  }
  const directory = registrationFileDirectory(env);
  await mkdir(directory, { recursive: true });
  const id = randomBytes(24).toString('base64url');
  const temporary = path.join(directory, `.${id}.tmp`);
  let size = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const checker = contentCheck(format);
      const out = createWriteStream(temporary, { mode: 0o600 });
      const fail = (error: Error) => {
        upload.stream.unpipe(checker);
        upload.stream.resume();
        out.destroy();
        reject(error);
      };
      checker.on('error', fail);
      out.on('error', fail);
      upload.stream.on('error', fail);
      upload.stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      out.on('finish', resolve);
      upload.stream.pipe(checker).pipe(out);
    });
    if (upload.isTruncated()) throw new AppError('G00107');
    await rename(temporary, path.join(directory, id));
  } catch (error) {
    await rm(temporary, { force: true });
    if (upload.isTruncated()) throw new AppError('G00107');
    if (error instanceof AppError) throw error;
    if (error instanceof UnsupportedFileError) throw new AppError('G00106');
    throw error;
  }
  return { id, size, contentType: format.contentType };
}

/** A name safe to send back in Content-Disposition. */
export function safeFileName(name: string): string {
  const base = path.basename(name).replace(/[\u0000-\u001f"\\/]/g, '_').trim();
  return base.slice(0, 120) || 'file';
}
