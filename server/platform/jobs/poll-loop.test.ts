import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createPollLoop } from './poll-loop.ts';

const silent = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let stopLoop: (() => Promise<void>) | undefined;

afterEach(async () => {
  await stopLoop?.();
  stopLoop = undefined;
});

/** A loop whose passes find work `workFor` times, then none; each pass is recorded. */
function loopOf(options: { workFor?: number; pollMs?: number; pass?: () => Promise<boolean> }) {
  const passes: number[] = [];
  let left = options.workFor ?? 0;
  const loop = createPollLoop({
    pass:
      options.pass ??
      (async () => {
        passes.push(Date.now());
        left -= 1;
        return left >= 0;
      }),
    pollMs: options.pollMs ?? 60_000,
    log: silent,
    failure: 'test pass failed',
  });
  stopLoop = loop.stop;
  return { loop, passes };
}

describe('a poll loop', () => {
  it('runs its passes back to back while they find work, then waits', async () => {
    const { loop, passes } = loopOf({ workFor: 3 });
    loop.start();
    await sleep(100);
    // three passes with work and the one that found none; the next waits a minute
    expect(passes).toHaveLength(4);
  });

  it('runs the next pass at once when kicked, and not at all before it is started or after it stopped', async () => {
    const { loop, passes } = loopOf({});
    loop.kick();
    await sleep(30);
    expect(passes).toHaveLength(0);
    loop.start();
    await sleep(30);
    expect(passes).toHaveLength(1);
    loop.kick();
    await sleep(30);
    expect(passes).toHaveLength(2);
    await loop.stop();
    loop.kick();
    await sleep(30);
    expect(passes).toHaveLength(2);
  });

  it('tries again after its wait when a pass fails', async () => {
    let calls = 0;
    const { loop } = loopOf({
      pollMs: 20,
      pass: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database gone');
        return false;
      },
    });
    loop.start();
    await sleep(10);
    expect(calls).toBe(1);
    await sleep(100);
    expect(calls).toBeGreaterThanOrEqual(2);
  });

  it('waits on stop for the pass under way', async () => {
    let finish: (() => void) | undefined;
    let finished = false;
    const { loop } = loopOf({
      pass: () =>
        new Promise<boolean>((resolve) => {
          finish = () => {
            finished = true;
            resolve(false);
          };
        }),
    });
    loop.start();
    await sleep(10);
    const stopped = loop.stop();
    setTimeout(() => finish?.(), 30);
    await stopped;
    expect(finished).toBe(true);
  });
});
