/**
 * Which community a page belongs to: `{org}.<community domain>` is the community `org`; the
 * community domain itself (the main host) and anything else is not a community. Ports are ignored.
 */
export function communityOrgOf(hostname: string, communityDomain: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const domain = communityDomain.toLowerCase().replace(/^\./, '').replace(/\.$/, '');
  if (!domain || !host.endsWith(`.${domain}`)) return null;
  const org = host.slice(0, -(domain.length + 1));
  // One label only: `a.b.moim.example` is no community of ours.
  return /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(org) ? org : null;
}
