/** The server's notion of now. Injected so tests can stand exactly at a deadline. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that moves only when told to. */
export function createFakeClock(start: Date | string = '2026-06-01T00:00:00.000Z') {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set(to: Date | string) {
      current = new Date(to).getTime();
    },
    advance(ms: number) {
      current += ms;
    },
  };
}

export type FakeClock = ReturnType<typeof createFakeClock>;
