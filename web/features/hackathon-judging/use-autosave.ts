import { useCallback, useEffect, useRef, useState } from 'react';

export type AutosaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Saves a value a moment after the last change (debounced), one save at a time: a change made while
 * a save is on its way is saved right after it, so the last thing typed is the last thing stored.
 * `flush` saves now (before a submit) and resolves once nothing is left to save.
 */
export function useAutosave<T>(save: (value: T) => Promise<unknown>, delayMs = 700) {
  const [state, setState] = useState<AutosaveState>('idle');
  const [error, setError] = useState<unknown>(null);
  const pending = useRef<{ value: T } | null>(null);
  const running = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;

  const run = useCallback((): Promise<void> => {
    if (running.current) return running.current;
    const next = pending.current;
    if (!next) return Promise.resolve();
    pending.current = null;
    setState('saving');
    running.current = saveRef
      .current(next.value)
      .then(
        () => {
          setError(null);
          setState(pending.current ? 'saving' : 'saved');
        },
        (failure: unknown) => {
          setError(failure);
          setState('failed');
        },
      )
      .finally(() => {
        running.current = null;
      })
      .then(() => (pending.current ? run() : undefined));
    return running.current;
  }, []);

  const change = useCallback(
    (value: T) => {
      pending.current = { value };
      setState('saving');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void run(), delayMs);
    },
    [delayMs, run],
  );

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    await run();
    if (running.current) await running.current;
  }, [run]);

  // Leaving the page saves what was typed last rather than dropping it.
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      void run();
    },
    [run],
  );

  return { state, error, change, flush };
}
