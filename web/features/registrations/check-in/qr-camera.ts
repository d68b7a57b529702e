// The one door to the camera and the QR decoder. qr-scanner is imported here, lazily, and nowhere
// else: only the scanner page ever downloads it (and its decoder worker).

import type QrScannerExports from 'qr-scanner';

export type CameraFailure = 'NO_CAMERA' | 'ACCESS_FAILED';

export class CameraError extends Error {
  readonly failure: CameraFailure;
  constructor(failure: CameraFailure) {
    super(failure);
    this.name = 'CameraError';
    this.failure = failure;
  }
}

export type QrCamera = { stop: () => void };

// The typings describe CommonJS (`exports.default` is the class); the browser gets the ES module,
// whose default export is the class.
type QrScannerClass = (typeof QrScannerExports)['default'];

/**
 * Shows the back camera in `video` and calls `onRead` with the text of every QR code it decodes
 * (the same code many times a second while it stays in view: the caller debounces). Rejects with
 * NO_CAMERA when the device has none, ACCESS_FAILED when the browser or the person refuses it.
 */
export async function openQrCamera(video: HTMLVideoElement, onRead: (text: string) => void): Promise<QrCamera> {
  // No media devices at all: an insecure page or a browser that forbids the camera.
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraError('ACCESS_FAILED');
  const { default: QrScanner } = (await import('qr-scanner')) as unknown as { default: QrScannerClass };
  if (!(await QrScanner.hasCamera())) throw new CameraError('NO_CAMERA');
  const scanner = new QrScanner(video, (result) => onRead(result.data), {
    preferredCamera: 'environment',
    maxScansPerSecond: 12,
    returnDetailedScanResult: true,
    // Frames without a code are the normal case, not an error.
    onDecodeError: () => undefined,
  });
  try {
    await scanner.start();
  } catch {
    scanner.destroy();
    throw new CameraError('ACCESS_FAILED');
  }
  return { stop: () => scanner.destroy() };
}
