import { useCallback, useMemo, useState } from 'react';
import { guestLimits } from '../../../../../contract/guests.ts';
import type { Participant } from '../../../../../contract/guests.ts';

export type Selection = {
  has: (id: string) => boolean;
  toggle: (guest: Participant) => void;
  add: (guests: Participant[]) => void;
  remove: (guests: Participant[]) => void;
  clear: () => void;
  guests: Participant[];
};

/** The guests ticked for a bulk decision, kept across scrolling and searching (at most the API's bulk limit). */
export function useSelection(): Selection {
  const [selected, setSelected] = useState<Map<string, Participant>>(new Map());
  const change = useCallback((apply: (next: Map<string, Participant>) => void) => {
    setSelected((current) => {
      const next = new Map(current);
      apply(next);
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected((current) => (current.size === 0 ? current : new Map())), []);
  return useMemo(
    () => ({
      has: (id) => selected.has(id),
      toggle: (guest) =>
        change((next) =>
          next.has(guest.id) ? next.delete(guest.id) : next.size < guestLimits.bulkIds && next.set(guest.id, guest),
        ),
      add: (guests) =>
        change((next) => {
          for (const guest of guests) if (next.size < guestLimits.bulkIds) next.set(guest.id, guest);
        }),
      remove: (guests) => change((next) => guests.forEach((guest) => next.delete(guest.id))),
      clear,
      guests: [...selected.values()],
    }),
    [selected, change, clear],
  );
}
