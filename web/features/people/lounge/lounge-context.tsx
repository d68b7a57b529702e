import { createContext, useContext } from 'react';
import type { Lounge } from '../../../../contract/lounge.ts';
import type { PersonCard } from '../../../../contract/people.ts';

export type LoungeActions = {
  lounge: Lounge;
  /** opens a person's full card */
  openCard: (card: PersonCard) => void;
  /** opens the coffee-chat dialog for a person */
  startChat: (card: PersonCard) => void;
  /** opens the card form (for people who have no card yet) */
  makeCard: () => void;
};

const LoungeContext = createContext<LoungeActions | null>(null);

export const LoungeProvider = LoungeContext.Provider;

/** What every card in the lounge may do; set once by the lounge page. */
export function useLoungeActions(): LoungeActions {
  const actions = useContext(LoungeContext);
  if (!actions) throw new Error('useLoungeActions outside the lounge');
  return actions;
}
