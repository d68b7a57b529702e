// Whether an origin is an existing community's site: for the Origin check, CORS and the handoff.
// Communities are never deleted, so a site once found is remembered; unknown ones are asked again.
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Db } from '../../platform/db/client.ts';
import { communities } from '../../platform/db/schema/index.ts';
import { siteOf } from '../../platform/http/community-host.ts';

const known = new WeakMap<Db, Set<string>>();

export async function isCommunityOrigin(deps: Pick<AppDeps, 'db' | 'env'>, origin: string): Promise<boolean> {
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  const site = siteOf(deps.env, url.host);
  if (site.kind !== 'community' || site.origin !== url.origin || url.origin !== origin) return false;
  const remembered = known.get(deps.db) ?? new Set<string>();
  known.set(deps.db, remembered);
  if (remembered.has(origin)) return true;
  const [row] = await deps.db
    .select({ id: communities.id })
    .from(communities)
    .where(eq(sql`lower(${communities.handle})`, site.handle));
  if (row) remembered.add(origin);
  return Boolean(row);
}
