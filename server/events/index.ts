// The events context: events, their hosts, pages and lists, the event's kind and its registration state.
// This file is its only entry for the rest of the server. It uses identity through their faces.
export { descriptionToText, sanitizeDescription } from './editing/event-description.ts';
export { isUniqueViolation } from './editing/event-handle.ts';
export { publishEvent } from './editing/event-publishing.service.ts';
export { isoWithOffset, zoneLabel } from './editing/event-times.ts';
export { createEvent } from './editing/events.service.ts';
export { eventsModule } from './events.module.ts';
export {
  canViewEvent,
  findEventWithRole,
  requireEventRole,
  requireEventRoleBatched,
  viewerIsCommunityMember,
  visibleToViewer,
  type EventRow,
} from './hosts/event-access.ts';
export { isHackathon, isHackathonEvent } from './kind/hackathon-mode.ts';
export { eventCalendar } from './pages/event-calendar.service.ts';
export { listCommunityEvents, listMyCommunityEvents } from './pages/event-lists.service.ts';
export { attachEventPageCache, createEventPageCache, forgetEventPage } from './pages/event-page-cache.ts';
export { eventPageDocument } from './pages/event-page-document.ts';
export { eventListShell } from './pages/event-list-shell.ts';
export { loadRegistrationFacts } from './registration-state/registration-facts.ts';
export { eventRegistrationState } from './registration-state/registration-state.ts';
export { chooseTicket, isOnSale, type TicketRow } from './registration-state/ticket-sale.ts';
