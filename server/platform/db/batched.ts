// Group commit for hot statements: calls made while a batch is running wait and go together in the
// next one. A lone call runs at once; under load one statement serves many requests, so the fixed
// cost of a statement (a round trip, a plan, a commit, a lock on a hot row) is paid once per batch
// rather than once per request.

import type { Lane } from './lane.ts';

// A turn of the event loop: callers whose I/O finished meanwhile join the batch. (The embedded
// database answers without one, so a request could otherwise run from start to end before any
// other got the chance.)
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

type Waiting<In, Out> = { input: In; resolve(value: Out): void; reject(error: unknown): void };

export type BatchOptions = {
  /** the database's lane, shared with its other batched statements, and this batch's stage on it (lane.ts) */
  lane?: { lane: Lane; stage: number };
  /** the most calls one batch takes */
  maxSize?: number;
};

/**
 * `run` receives the inputs of one batch in arrival order and answers one output per input, in the
 * same order. If it throws, every call of that batch fails with its error. It must not wait for
 * another batched call on the same lane, which could be waiting for its slot.
 */
export function batched<In, Out>(run: (inputs: In[]) => Promise<Out[]>, options: BatchOptions = {}): (input: In) => Promise<Out> {
  const { maxSize = 100, lane } = options;
  const queue: Waiting<In, Out>[] = [];
  let running = false;

  async function runBatch() {
    lane?.lane.started(lane.stage);
    await nextTurn();
    const leave = lane ? await lane.lane.enter(lane.stage) : () => {};
    const batch = queue.splice(0, maxSize);
    try {
      if (batch.length === 0) return;
      const outputs = await run(batch.map((call) => call.input));
      if (outputs.length !== batch.length) throw new Error(`a batch of ${batch.length} answered ${outputs.length}`);
      batch.forEach((call, i) => call.resolve(outputs[i]));
    } catch (error) {
      for (const call of batch) call.reject(error);
    } finally {
      leave();
      running = false;
      if (queue.length > 0) startBatch();
    }
  }

  function startBatch() {
    running = true;
    void runBatch();
  }

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      if (!running) startBatch();
    });
}

/** One `batched` queue per key (e.g. per event), dropped when the key is idle. */
export function batchedByKey<In, Out>(
  run: (key: string, inputs: In[]) => Promise<Out[]>,
  options: BatchOptions = {},
): (key: string, input: In) => Promise<Out> {
  const queues = new Map<string, { call: (input: In) => Promise<Out>; pending: number }>();
  return async (key, input) => {
    let queue = queues.get(key);
    if (!queue) {
      queue = { call: batched((inputs: In[]) => run(key, inputs), options), pending: 0 };
      queues.set(key, queue);
    }
    queue.pending += 1;
    try {
      return await queue.call(input);
    } finally {
      queue.pending -= 1;
      if (queue.pending === 0) queues.delete(key);
    }
  };
}
