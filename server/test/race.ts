/**
 * Runs a race again until it breaks the rule, at most `rounds` times, and answers the last outcome.
 * A negative control needs one interleaving that breaks the rule, and on a busy machine one round
 * can happen to run its requests one after another. Fresh data each round is the caller's part.
 */
export async function raceUntilBroken<T>(race: () => Promise<T>, broken: (outcome: T) => boolean, rounds = 5): Promise<T> {
  let outcome = await race();
  for (let round = 1; round < rounds && !broken(outcome); round += 1) outcome = await race();
  return outcome;
}
