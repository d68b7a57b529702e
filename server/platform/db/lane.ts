// The batched statements (server/platform/db/batched.ts) of one database share a lane: one slot on the
// embedded database, which runs one statement at a time whatever we do; a few on a server. A batch
// takes in its callers only once it has a slot, so everyone who arrived while the statements before
// it ran goes with it.
//
// Stages: a request meets batches in order — its session check (stage 0), then its registration
// (stage 1). On the embedded database, a later stage's batch about to enter while an earlier
// stage's batch has started but not yet entered gives way to it once: the requests that batch lets
// through then join the later one, instead of the two stages settling into cohorts that each pay
// for every statement. On a server the cohorts are welcome (decision 060): one cohort's statement
// runs in the server while the app works on the other's requests.
import type { Db } from './client.ts';

export type Lane = {
  /** A batch of this stage has started and will enter soon. */
  started(stage: number): void;
  /** Waits for a slot; call the returned function when the batch is done. */
  enter(stage: number): Promise<() => void>;
};

export function createLane(slots: number): Lane {
  const givesWay = slots === 1;
  let busy = 0;
  /** waiting for a slot: earlier stages first, then in order of arrival */
  const waiting: { stage: number; grant(): void }[] = [];
  /** batches started but not yet entered, by stage */
  const pending = new Map<number, number>();
  let givingWay: (() => void)[] = [];

  const earlierPending = (stage: number) => [...pending].some(([s, count]) => s < stage && count > 0);

  function release() {
    if (givingWay.length > 0) {
      const resume = givingWay;
      givingWay = [];
      // A turn later: the callers the finished batch let through have reached the next stage.
      setImmediate(() => resume.forEach((go) => go()));
    }
    const next = waiting.shift();
    if (next) next.grant();
    else busy -= 1;
  }

  return {
    started(stage) {
      pending.set(stage, (pending.get(stage) ?? 0) + 1);
    },
    async enter(stage) {
      if (givesWay && earlierPending(stage)) await new Promise<void>((resume) => givingWay.push(resume));
      pending.set(stage, (pending.get(stage) ?? 1) - 1);
      if (busy < slots) {
        busy += 1;
        return release;
      }
      return new Promise((resolve) => {
        const at = waiting.findIndex((w) => w.stage > stage);
        waiting.splice(at === -1 ? waiting.length : at, 0, { stage, grant: () => resolve(release) });
      });
    },
  };
}

const lanes = new WeakMap<Db, Lane>();

/** Gives a database handle a lane of its own size (openDatabase does for the embedded database). */
export function setLane(db: Db, slots: number): void {
  lanes.set(db, createLane(slots));
}

/** The database's lane; a handle without one set gets a lane of a few slots. */
export function laneOf(db: Db): Lane {
  let lane = lanes.get(db);
  if (!lane) {
    lane = createLane(4);
    lanes.set(db, lane);
  }
  return lane;
}
