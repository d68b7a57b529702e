import type { EventPage } from '../../contract/event-views.ts';

/** What the server writes into the public event page (server/platform/http/spa.ts): the page as an anonymous visitor sees it. */
export type PublicPageData = { event: EventPage };

export const PAGE_DATA_ID = 'page-data';

export function readPageData(): PublicPageData | null {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as Partial<PublicPageData>;
    return data.event ? { event: data.event } : null;
  } catch {
    return null;
  }
}
