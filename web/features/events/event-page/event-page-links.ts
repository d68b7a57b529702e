// Addresses of the event page, without the API client: the public page's first download uses them.
// The contract's endpoint files would bring zod into that download and over its budget
// (docs/decisions/006-public-event-page.md), so the calendar path is written here, and
// event-page-links.test.ts holds it to the declared endpoint.

/** The .ics file of the event; a plain link, so the browser downloads it with the session cookie. */
export const calendarFileUrl = (eventId: string) => `/v1/events/${encodeURIComponent(eventId)}/calendar.ics`;

/** The link people share: always the canonical address of the page. */
export const eventPageUrl = (handle: string) => new URL(`/events/${handle}`, window.location.origin).toString();
