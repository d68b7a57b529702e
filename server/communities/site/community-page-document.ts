// The SPA's HTML on a community site ({handle}.<COMMUNITY_DOMAIN>): the community's name as the
// title and its favicon in the tab; a host no community has answers 404.
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { siteOfRequest } from '../../platform/http/community-host.ts';
import type { PageDocumentProvider } from '../../platform/http/spa.ts';
import { findCommunityByHandle } from '../console/community-access.ts';

export function communityPageDocument(deps: Pick<AppDeps, 'db' | 'env'>): PageDocumentProvider {
  return async (request: FastifyRequest) => {
    const site = siteOfRequest(deps.env, request);
    if (site.kind !== 'community') return null;
    const community = await findCommunityByHandle(deps.db, site.handle);
    if (!community) return { status: 404, title: 'Moim' };
    return { title: community.name, ...(community.faviconUrl && { faviconUrl: community.faviconUrl }) };
  };
}
