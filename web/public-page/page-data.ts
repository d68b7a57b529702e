import type { EventPage } from '../../contract/event-views.ts';
import type { HackathonShowcase } from '../../contract/hackathons.ts';

/**
 * What the server writes into the public event page (server/platform/http/spa.ts): the page as an
 * anonymous visitor sees it and, for a hackathon, its showcase (null for any other event).
 */
export type PublicPageData = { event: EventPage; hackathon: HackathonShowcase | null };

export const PAGE_DATA_ID = 'page-data';

export function readPageData(): PublicPageData | null {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as Partial<PublicPageData>;
    return data.event ? { event: data.event, hackathon: data.hackathon ?? null } : null;
  } catch {
    return null;
  }
}
