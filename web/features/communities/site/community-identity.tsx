import { useEffect } from 'react';
import { useCommunity } from './use-community.ts';

const DEFAULT_ICON = '/favicon.svg';

/** The tab shows the community's favicon (each page's title names the community: CommunityTitle). */
export function CommunityIdentity() {
  const community = useCommunity();
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    if (!link) return;
    link.href = community.favicon ?? DEFAULT_ICON;
    link.type = community.favicon ? '' : 'image/svg+xml';
    return () => {
      link.href = DEFAULT_ICON;
      link.type = 'image/svg+xml';
    };
  }, [community.favicon]);
  return null;
}

/** A page's document title on a community site: "Members · Acme". */
export function CommunityTitle({ page }: { page: string }) {
  const community = useCommunity();
  return <title>{`${page} · ${community.name}`}</title>;
}
