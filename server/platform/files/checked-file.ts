// Files kept as uploaded (registration answers, hackathon deliverables): the name's extension and
// the first bytes must agree on one of the accepted formats, the size is capped by the multipart
// limit, and the bytes are streamed to this instance's disk — never held in memory — before the
// file store keeps them as <area>/<random id>.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import type { Env } from '../env.ts';
import { AppError } from '../http/errors.ts';
import { incomingDirectory, type FileStore } from './file-store.ts';

export type FileFormat = { contentType: string; matches: (head: Buffer) => boolean };

const jpeg: FileFormat = {
  contentType: 'image/jpeg',
  matches: (h) => h.length >= 3 && h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff,
};
const png: FileFormat = {
  contentType: 'image/png',
  matches: (h) => h.length >= 8 && h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
};
const pdf: FileFormat = {
  contentType: 'application/pdf',
  matches: (h) => h.length >= 5 && h.toString('latin1', 0, 5) === '%PDF-',
};
// Local file header, or the end record of an empty archive.
const zip: FileFormat = {
  contentType: 'application/zip',
  matches: (h) => h.length >= 4 && (h.toString('latin1', 0, 4) === 'PK\x03\x04' || h.toString('latin1', 0, 4) === 'PK\x05\x06'),
};

/** Every format we take by extension; each use names the extensions it accepts. */
export const fileFormats = { jpg: jpeg, jpeg, png, pdf, zip } as const satisfies Record<string, FileFormat>;
export type FileExtension = keyof typeof fileFormats;

const HEAD_BYTES = 8;

export const STORED_FILE_ID = /^[A-Za-z0-9_-]{32}$/;

class UnsupportedFileError extends Error {}

/** The format a file name promises among the accepted extensions, or null. */
export function formatForName(filename: string, accepted: readonly FileExtension[]): FileFormat | null {
  const extension = path.extname(filename).slice(1).toLowerCase();
  return (accepted as readonly string[]).includes(extension) ? fileFormats[extension as FileExtension] : null;
}

function contentCheck(format: FileFormat): Transform {
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

/** Checks the upload and keeps it in the store as `<area>/<new random id>`; G00106 wrong format, G00107 too large. */
export async function writeCheckedFile(
  deps: { env: Pick<Env, 'DATA_DIR'>; files: FileStore },
  area: string,
  accepted: readonly FileExtension[],
  upload: FileUpload,
) {
  const directory = incomingDirectory(deps.env);
  const format = formatForName(upload.filename, accepted);
  if (!format) {
    upload.stream.resume();
    throw new AppError('G00106');
  }
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
    await deps.files.keep(`${area}/${id}`, temporary);
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
  const base = path
    .basename(name)
    .replace(/[\u0000-\u001f"\\/]/g, '_')
    .trim();
  return base.slice(0, 120) || 'file';
}

/** The Content-Disposition of a download, with the name in both the plain and the UTF-8 form. */
export function attachmentHeader(name: string): string {
  return `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
