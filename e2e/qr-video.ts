// A video for Chromium's fake camera (--use-file-for-fake-video-capture): a QR code held up for a
// while, then taken away, over and over (Chromium loops the file). Written as raw YUV4MPEG2, 4:2:0:
// a header line, then per frame "FRAME\n" and the Y, U and V planes.
import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

const WHITE = 235;
const BLACK = 16;
const NEUTRAL = 128;

type Options = { size?: number; fps?: number; shownSeconds?: number; hiddenSeconds?: number };

/** The QR code of `payload` as a luma plane, centred on white, about half the frame (inside the scanner's central scan region). */
function qrPlane(payload: string, size: number): Uint8Array {
  const qr = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const scale = Math.floor((size * 0.5) / modules);
  const offset = Math.floor((size - modules * scale) / 2);
  const plane = new Uint8Array(size * size).fill(WHITE);
  for (let row = 0; row < modules; row += 1) {
    for (let col = 0; col < modules; col += 1) {
      if (!qr.modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1)
        plane.fill(
          BLACK,
          (offset + row * scale + y) * size + offset + col * scale,
          (offset + row * scale + y) * size + offset + (col + 1) * scale,
        );
    }
  }
  return plane;
}

/**
 * Writes the video to `file`: each code in turn in view for `shownSeconds`, then a blank page for
 * `hiddenSeconds` (so a scanner sees each ticket presented once per loop, not one long sighting).
 */
export function writeQrVideo(file: string, payloads: string | string[], options: Options = {}) {
  const { size = 480, fps = 5, shownSeconds = 2, hiddenSeconds = 3 } = options;
  const chroma = Buffer.alloc((size / 2) * (size / 2) * 2, NEUTRAL);
  const frame = (luma: Uint8Array) => Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const hidden = frame(new Uint8Array(size * size).fill(WHITE));
  const frames = [payloads].flat().flatMap((payload) => {
    const shown = frame(qrPlane(payload, size));
    return [...Array<Buffer>(shownSeconds * fps).fill(shown), ...Array<Buffer>(hiddenSeconds * fps).fill(hidden)];
  });
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${size} H${size} F${fps}:1 Ip A1:1 C420jpeg\n`), ...frames]));
}

/** Chromium switches for a fake camera that plays `file`, with camera permission granted. */
export const fakeCameraArgs = (file: string) => [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${file}`,
];
