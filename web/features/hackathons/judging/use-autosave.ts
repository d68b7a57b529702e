import { useEffect, useRef, useState } from 'react';
import { createAutosaver } from './autosaver.ts';
import type { AutosaveState } from './autosaver.ts';

/** The autosaver for a form: its state ("Saving…", "Draft saved") to show, and the last failure. */
export function useAutosave<T>(save: (value: T) => Promise<unknown>, delayMs = 700) {
  const [status, setStatus] = useState<{ state: AutosaveState; error: unknown }>({ state: 'idle', error: null });
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  const [saver] = useState(() =>
    createAutosaver<T>({
      save: (value) => saveRef.current(value),
      onState: (state, error) => setStatus({ state, error }),
      delayMs,
    }),
  );
  // Leaving the page saves what was typed last rather than dropping it.
  useEffect(() => () => void saver.flush(), [saver]);
  return { state: status.state, error: status.error, change: saver.change, flush: saver.flush };
}
