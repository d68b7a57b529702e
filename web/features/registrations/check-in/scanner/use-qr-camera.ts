import { useEffect, useRef, useState } from 'react';
import { CameraError, openQrCamera } from '../qr-camera.ts';
import type { QrCamera } from '../qr-camera.ts';

export type CameraState = 'starting' | 'scanning' | 'no-camera' | 'access-failed';

/** The camera in a <video>, reading QR codes until the page closes; `retry` after a failure. */
export function useQrCamera(onRead: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const readRef = useRef(onRead);
  const [state, setState] = useState<CameraState>('starting');
  const [attempt, setAttempt] = useState(0);
  // Each opening waits for the previous camera to be let go: two scanners on one <video> would stop each other's stream.
  const chain = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    readRef.current = onRead;
  }, [onRead]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let camera: QrCamera | null = null;
    let closed = false;
    setState('starting');
    chain.current = chain.current.then(async () => {
      if (closed) return;
      try {
        const opened = await openQrCamera(video, (text) => readRef.current(text));
        if (closed) return opened.stop();
        camera = opened;
        setState('scanning');
      } catch (error) {
        if (!closed) setState(error instanceof CameraError && error.failure === 'NO_CAMERA' ? 'no-camera' : 'access-failed');
      }
    });
    return () => {
      closed = true;
      camera?.stop();
    };
  }, [attempt]);

  return { videoRef, state, retry: () => setAttempt((n) => n + 1) };
}
