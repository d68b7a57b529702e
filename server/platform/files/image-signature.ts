import { Transform } from 'node:stream';

export type ImageFormat = 'jpeg' | 'png' | 'webp';

export class UnsupportedImageError extends Error {}

const HEAD_BYTES = 12;

/** The format the first bytes announce, whatever the file is called; null for anything else. */
export function formatOf(head: Buffer): ImageFormat | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Passes the stream through once its first bytes name an accepted format; errors otherwise. */
export function contentCheck(accepted: readonly ImageFormat[]): Transform {
  let head = Buffer.alloc(0);
  let checked = false;
  const verdict = () => {
    const format = formatOf(head);
    return format !== null && accepted.includes(format);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!checked) {
        head = Buffer.concat([head, chunk]).subarray(0, HEAD_BYTES);
        if (head.length < HEAD_BYTES) return callback(null, chunk);
        if (!verdict()) return callback(new UnsupportedImageError());
        checked = true;
      }
      callback(null, chunk);
    },
    flush(callback) {
      callback(checked || verdict() ? null : new UnsupportedImageError());
    },
  });
}
