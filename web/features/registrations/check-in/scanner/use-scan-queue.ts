import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckInResult } from '../../../../../contract/guests.ts';
import { isApiError } from '../../../../api/api-error.ts';
import { messageForError } from '../../../../api/error-message.ts';
import { useScanCheckIn } from '../check-in.api.ts';
import { signal } from './scan-feedback.ts';

/** A code seen again within this time of its last sighting is the same scan (it is still in front of the camera). */
const SAME_CODE_MS = 2000;

export type ScanOutcome =
  | { id: number; kind: 'checking' }
  | { id: number; kind: 'CHECKED_IN' | 'ALREADY_CHECKED_IN'; result: CheckInResult }
  | { id: number; kind: 'refused'; code: string | null; message: string };

/**
 * Turns camera reads into check-ins: each new code is sent once; the same code is ignored while it
 * stays in view and for two seconds after, then scanned again (and then answers "already checked
 * in"). Every answer, refusals included, becomes the shown outcome; the camera never stops.
 */
export function useScanQueue(eventId: string) {
  const { t } = useTranslation();
  const { mutateAsync } = useScanCheckIn(eventId);
  const [current, setCurrent] = useState<ScanOutcome | null>(null);
  const [history, setHistory] = useState<ScanOutcome[]>([]);
  const last = useRef<{ text: string; at: number } | null>(null);
  const counter = useRef(0);

  const settle = useCallback((outcome: ScanOutcome) => {
    setCurrent((shown) => (shown && shown.id > outcome.id ? shown : outcome));
    setHistory((list) => [outcome, ...list].slice(0, 6));
  }, []);

  const onRead = useCallback(
    (text: string) => {
      const now = performance.now();
      const previous = last.current;
      last.current = { text, at: now };
      if (previous && previous.text === text && now - previous.at < SAME_CODE_MS) return;
      counter.current += 1;
      const id = counter.current;
      setCurrent({ id, kind: 'checking' });
      // One promise per scan: two guests scanned in quick succession both get their answer.
      mutateAsync(text).then(
        (result) => {
          signal(result.outcome === 'CHECKED_IN' ? 'success' : 'repeat');
          settle({ id, kind: result.outcome, result });
        },
        (error: unknown) => {
          signal('failure');
          settle({
            id,
            kind: 'refused',
            code: isApiError(error) ? error.errorCode : null,
            message: messageForError(error, (key, options) => t(key, { ...options })),
          });
        },
      );
    },
    [mutateAsync, settle, t],
  );

  return { current, history, onRead };
}
