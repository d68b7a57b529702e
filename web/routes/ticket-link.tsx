// `/events/ticket?t=`: a non-member's ticket from the link in their approval email.
export { TicketLinkPage } from '../features/registrations/ticket/ticket-link-page.tsx';
