import { describe, expect, it } from 'vitest';
import { batched, batchedByKey } from './batched.ts';

/** A batch function that records each batch and holds it until released. */
function recorder() {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const run = async (inputs: number[]) => {
    batches.push(inputs);
    await new Promise<void>((resolve) => releases.push(resolve));
    return inputs.map((n) => n * 10);
  };
  const releaseNext = async () => {
    while (releases.length === 0) await new Promise((resolve) => setImmediate(resolve));
    releases.shift()!();
  };
  return { batches, run, releaseNext };
}

describe('batched', () => {
  it('runs a lone call at once, and the calls made meanwhile together in the next batch, each with its own answer', async () => {
    const { batches, run, releaseNext } = recorder();
    const call = batched(run);
    const first = call(1);
    await releaseNext();
    expect(await first).toBe(10);
    const rest = [2, 3, 4].map((n) => call(n));
    await new Promise((resolve) => setImmediate(resolve));
    const late = call(5);
    await releaseNext();
    await releaseNext();
    expect(await Promise.all([...rest, late])).toEqual([20, 30, 40, 50]);
    expect(batches).toEqual([[1], [2, 3, 4], [5]]);
  });

  it('takes at most maxSize calls a batch, in arrival order', async () => {
    const { batches, run, releaseNext } = recorder();
    const call = batched(run, { maxSize: 2 });
    const all = Promise.all([1, 2, 3, 4, 5].map((n) => call(n)));
    for (let i = 0; i < 3; i += 1) await releaseNext();
    expect(await all).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fails every call of a batch that throws, and goes on with the next', async () => {
    let fail = true;
    const call = batched(async (inputs: number[]) => {
      if (fail) throw new Error('database gone');
      return inputs;
    });
    const failed = [call(1), call(2)].map((p) => p.catch((error: Error) => error.message));
    expect(await Promise.all(failed)).toEqual(['database gone', 'database gone']);
    fail = false;
    expect(await call(3)).toBe(3);
  });

  it('refuses a batch that answers the wrong number of outputs', async () => {
    const call = batched(async (inputs: number[]) => inputs.slice(1));
    await expect(call(1)).rejects.toThrow('a batch of 1 answered 0');
  });
});

describe('batchedByKey', () => {
  it('keeps each key in its own queue', async () => {
    const seen: [string, number[]][] = [];
    const call = batchedByKey(async (key: string, inputs: number[]) => {
      seen.push([key, inputs]);
      return inputs.map((n) => `${key}${n}`);
    });
    expect(await Promise.all([call('a', 1), call('b', 2), call('a', 3)])).toEqual(['a1', 'b2', 'a3']);
    expect(seen).toEqual([
      ['a', [1, 3]],
      ['b', [2]],
    ]);
  });
});
