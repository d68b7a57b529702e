import { createContext, useContext } from 'react';
import type { ManagedCommunity } from './community-console.api.ts';

export type ConsoleCommunity = {
  /** with `myRole`: OWNER or MANAGER */
  community: ManagedCommunity;
  /** where the console's pages live: `/console` on the community's site, `/communities/{handle}/console` on the main site */
  base: string;
};

const ConsoleContext = createContext<ConsoleCommunity | null>(null);

export const ConsoleProvider = ConsoleContext.Provider;

/** The community whose console this is; only inside the console's frame. */
export function useConsoleCommunity(): ConsoleCommunity {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('useConsoleCommunity outside the community console');
  return value;
}
