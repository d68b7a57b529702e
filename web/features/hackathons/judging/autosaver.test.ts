import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutosaver } from './autosaver.ts';
import type { AutosaveState } from './autosaver.ts';

describe('the draft autosaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setUp(save: (value: string) => Promise<unknown>) {
    const states: AutosaveState[] = [];
    const saver = createAutosaver({ save, onState: (state) => states.push(state), delayMs: 500 });
    return { saver, states };
  }

  it('saves once, the last value, a moment after the last change', async () => {
    const saved: string[] = [];
    const { saver, states } = setUp(async (value) => void saved.push(value));
    saver.change('a');
    await vi.advanceTimersByTimeAsync(300);
    saver.change('ab');
    await vi.advanceTimersByTimeAsync(300);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(300);
    expect(saved).toEqual(['ab']);
    expect(states.at(-1)).toBe('saved');
  });

  it('saves a change made during a save right after it, never two at once', async () => {
    const saved: string[] = [];
    let inFlight = 0;
    let most = 0;
    const { saver, states } = setUp(async (value) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      saved.push(value);
      inFlight -= 1;
    });
    saver.change('first');
    await vi.advanceTimersByTimeAsync(600);
    saver.change('second');
    await vi.advanceTimersByTimeAsync(600);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(saved).toEqual(['first', 'second']);
    expect(most).toBe(1);
    expect(states.at(-1)).toBe('saved');
  });

  it('flush saves at once and waits for it', async () => {
    const saved: string[] = [];
    const { saver } = setUp(async (value) => void saved.push(value));
    saver.change('now');
    await saver.flush();
    expect(saved).toEqual(['now']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(saved).toEqual(['now']);
  });

  it('says so when a save fails', async () => {
    const { saver, states } = setUp(() => Promise.reject(new Error('closed')));
    saver.change('x');
    await vi.advanceTimersByTimeAsync(600);
    expect(states.at(-1)).toBe('failed');
  });
});
