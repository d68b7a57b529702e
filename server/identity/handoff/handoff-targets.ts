// Where a handoff may go and come back to (decision 014): the main host and the sites of existing
// communities, nothing else. Every address that is not one of those becomes a safe default.
import { safeRedirectTarget } from '../../../contract/safe-redirect.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { CommunityOriginCheck } from '../../platform/http/origin-check.ts';
import { mainOrigin } from '../../platform/http/community-host.ts';

/** Communities are above identity: whether an origin is a community's site is handed in where the app is composed. */
export type HandoffTargets = Pick<AppDeps, 'env'> & { isCommunityOrigin: CommunityOriginCheck };
type Deps = HandoffTargets;

/** The registered origin an address names (the main host, or an existing community's site), else null. */
export async function registeredOrigin(deps: Deps, address: unknown): Promise<string | null> {
  if (typeof address !== 'string' || address.length > 300 || !URL.canParse(address)) return null;
  const url = new URL(address);
  if (url.origin === mainOrigin(deps.env)) return url.origin;
  return (await deps.isCommunityOrigin(url.origin)) ? url.origin : null;
}

/**
 * Where `next` leads: a path on `base`, or an absolute URL on any registered origin (so a site can
 * send someone on through the main host and back). Anything else: `base`'s start page.
 */
export async function resolveNext(deps: Deps, next: unknown, base: string): Promise<URL> {
  if (typeof next === 'string' && /^https?:\/\//i.test(next) && URL.canParse(next)) {
    const origin = await registeredOrigin(deps, next);
    if (origin) return new URL(safeRedirectTarget(next, origin, '/'), origin);
  }
  return new URL(safeRedirectTarget(next, base, '/'), base);
}

export function withFlag(url: URL, value: 'none' | 'failed'): string {
  url.searchParams.set('handoff', value);
  return url.toString();
}
