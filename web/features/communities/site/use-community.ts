import { useSuspenseQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { CommunityInfo } from '../../../../contract/communities.ts';
import { communityInfoQuery } from './community-site.api.ts';

/** The org (subdomain) of the community site this page is on; set once by the community router. */
export const CommunityOrgContext = createContext<string | null>(null);

/** The community of this site (loaded by the root loader, re-read when 30 seconds old). */
export function useCommunity(): CommunityInfo {
  const org = useContext(CommunityOrgContext);
  if (!org) throw new Error('useCommunity outside a community site');
  return useSuspenseQuery(communityInfoQuery(org)).data;
}
