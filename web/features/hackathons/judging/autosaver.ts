export type AutosaveState = 'idle' | 'saving' | 'saved' | 'failed';

type Options<T> = {
  save: (value: T) => Promise<unknown>;
  onState: (state: AutosaveState, error: unknown) => void;
  delayMs: number;
};

/**
 * Saves a value a moment after the last change (debounced), one save at a time: a change made while
 * a save is on its way is saved right after it, so the last thing typed is the last thing stored.
 */
export function createAutosaver<T>({ save, onState, delayMs }: Options<T>) {
  let pending: { value: T } | null = null;
  let running: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function run(): Promise<void> {
    if (running) return running;
    const next = pending;
    if (!next) return Promise.resolve();
    pending = null;
    onState('saving', null);
    running = save(next.value)
      .then(
        () => onState(pending ? 'saving' : 'saved', null),
        (error: unknown) => onState('failed', error),
      )
      .finally(() => {
        running = null;
      })
      .then(() => (pending ? run() : undefined));
    return running;
  }

  function cancelTimer() {
    if (timer) clearTimeout(timer);
    timer = null;
  }

  const change = (value: T) => {
    pending = { value };
    onState('saving', null);
    cancelTimer();
    timer = setTimeout(() => void run(), delayMs);
  };
  /** Saves now (before a submit, or on leaving the page); resolves once nothing is left to save. */
  const flush = async () => {
    cancelTimer();
    await run();
  };
  return { change, flush };
}
