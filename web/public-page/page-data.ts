import type { EventPage } from '../../contract/event-views.ts';
import type { HackathonShowcase } from '../../contract/hackathons.ts';
import { PAGE_DATA_ID } from '../../contract/page-json.ts';
import { jsonInPage } from '../api/json-in-page.ts';

/**
 * What the server writes into the public event page (server/platform/http/spa.ts): the page as an
 * anonymous visitor sees it and, for a hackathon, its showcase (null for any other event).
 */
export type PublicPageData = { event: EventPage; hackathon: HackathonShowcase | null };

export function readPageData(): PublicPageData | null {
  const data = jsonInPage(PAGE_DATA_ID) as Partial<PublicPageData> | undefined;
  return data?.event ? { event: data.event, hackathon: data.hackathon ?? null } : null;
}
