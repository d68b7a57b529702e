import { describe, expect, it } from 'vitest';
import { batched } from './batched.ts';
import { createLane } from './lane.ts';

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** Enters the lane for a batch that only records its name. */
const runner = (lane: ReturnType<typeof createLane>, order: string[]) => (stage: number, name: string) =>
  lane.enter(stage).then((leave) => {
    order.push(name);
    leave();
  });

describe('a lane', () => {
  it('lets as many batches run as it has slots; the next enters when one leaves', async () => {
    const lane = createLane(1);
    const order: string[] = [];
    const leaveFirst = await lane.enter(0);
    const second = lane.enter(0).then((leave) => {
      order.push('second');
      leave();
    });
    await turn();
    expect(order).toEqual([]);
    leaveFirst();
    await second;
    expect(order).toEqual(['second']);
  });

  it('has a later stage give way to an earlier stage batch that has started, even with a slot free', async () => {
    const lane = createLane(1);
    const order: string[] = [];
    const run = runner(lane, order);
    lane.started(0);
    lane.started(1);
    const later = run(1, 'later stage');
    await turn();
    expect(order).toEqual([]);
    await Promise.all([later, run(0, 'earlier stage')]);
    expect(order).toEqual(['earlier stage', 'later stage']);
  });

  it('on a lane of several slots, lets a later stage enter at once while an earlier one has started', async () => {
    const lane = createLane(4);
    const order: string[] = [];
    const run = runner(lane, order);
    lane.started(0);
    lane.started(1);
    await run(1, 'later stage');
    expect(order).toEqual(['later stage']);
    await run(0, 'earlier stage');
    expect(order).toEqual(['later stage', 'earlier stage']);
  });

  it('puts earlier stages first among the batches waiting for a slot', async () => {
    const lane = createLane(1);
    const order: string[] = [];
    const run = runner(lane, order);
    const leaveBusy = await lane.enter(0);
    const later = run(1, 'later stage');
    const earlier = run(0, 'earlier stage');
    leaveBusy();
    await Promise.all([later, earlier]);
    expect(order).toEqual(['earlier stage', 'later stage']);
  });

  it('gives way only once, so a stream of earlier batches cannot hold a later one back for ever', async () => {
    const lane = createLane(1);
    lane.started(0); // an earlier batch that started and has not entered yet
    lane.started(1);
    let entered = false;
    const later = lane.enter(1).then((leave) => {
      entered = true;
      leave();
    });
    const leave = await lane.enter(0);
    lane.started(0); // and another one, still pending
    leave();
    await later;
    expect(entered).toBe(true);
  });
});

describe('two stages of batches on one lane', () => {
  it('gather the requests of both waves into one batch of the later stage', async () => {
    const lane = createLane(1);
    const laterBatches: number[] = [];
    const check = batched(async (ids: number[]) => (await turn(), ids), { lane: { lane, stage: 0 } });
    const write = batched(
      async (ids: number[]) => {
        laterBatches.push(ids.length);
        await turn();
        return ids;
      },
      { lane: { lane, stage: 1 } },
    );
    const waves: Promise<number>[] = [];
    const request = async (id: number) => {
      const checked = await check(id);
      const written = write(checked);
      // The second wave arrives just after the first reached the write: its check has started
      // when the write's batch would begin.
      if (id === 1) waves.push(...[4, 5, 6].map(request));
      return written;
    };
    waves.push(...[1, 2, 3].map(request));
    await Promise.all(waves);
    expect(await Promise.all(waves)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(laterBatches).toEqual([6]);
  });
});
