// The HTML of /events/{handle}: link previews for everyone (open-graph.ts) and, for a visitor
// without a session, the page itself written in, for the public page's small entry
// (web/public-page; docs/decisions/006-public-event-page.md). Anyone with a session gets the app.
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { PageDocumentProvider } from '../../platform/http/spa.ts';
import { mayHaveSession } from '../../identity/index.ts';
import { canViewEvent } from '../hosts/event-access.ts';
import { composeEventPage, findEventByHandle, type FoundEvent } from './event-page.service.ts';
import { hasPreview, openGraphTags } from './open-graph.ts';

const EVENT_PATH = /^\/events\/([A-Za-z0-9-]{3,50})\/?$/;

/** What a context above events adds to the public page's data, handed in where the app is composed. */
export type PageDataExtras = {
  /** a hackathon's tracks, deadline and teams (the hackathons context); null for any other event */
  hackathon?: (event: FoundEvent['event']) => Promise<unknown>;
};

export function eventPageDocument(
  deps: Pick<AppDeps, 'db' | 'env' | 'clock'>,
  extras: PageDataExtras = {},
): PageDocumentProvider {
  return async (request: FastifyRequest) => {
    const match = EVENT_PATH.exec(request.url.split('?')[0]);
    if (!match) return null;
    const found = await findEventByHandle(deps.db, match[1], null);
    if (!found) return { variesByCookie: true };
    const headTags = hasPreview(found.event) ? openGraphTags(deps.env.APP_ORIGIN, found.event) : undefined;
    if (mayHaveSession(request) || !canViewEvent(found.event, null)) return { headTags, variesByCookie: true };
    const [event, hackathon] = await Promise.all([
      composeEventPage(deps, found, null),
      extras.hackathon ? extras.hackathon(found.event) : null,
    ]);
    return { headTags, publicEventData: { event, hackathon }, variesByCookie: true };
  };
}
