import { useEffect, useState } from 'react';
import type { EventPage } from '../../../../contract/event-views.ts';
import type { TicketsInfo } from '../../../../contract/registration-views.ts';
import { RegisterCall, type LinkRender } from './register-call.tsx';
import classes from './registration.module.css';

const anchor: LinkRender = ({ href, className, children }) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/** GET /v1/events/{id}/tickets/info with a plain fetch: the public page loads without the API client. */
function useTicketsInfo(eventId: string): TicketsInfo | undefined {
  const [info, setInfo] = useState<TicketsInfo>();
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/v1/events/${encodeURIComponent(eventId)}/tickets/info`, {
      signal: controller.signal,
      headers: { accept: 'application/json' },
    })
      .then(async (response) => (response.ok ? ((await response.json()) as { data: TicketsInfo }).data : undefined))
      .then(setInfo)
      // Without the figures the call still works from the page's own registration state.
      .catch(() => undefined);
    return () => controller.abort();
  }, [eventId]);
  return info;
}

/**
 * The registration panel of the public event page's first download, for a visitor it does not
 * know: register (or join the waitlist) and look up a registration. Its links open the app.
 */
export function PublicRegistrationPanel({ event }: { event: EventPage }) {
  const tickets = useTicketsInfo(event.id);
  return (
    <div className={classes.panel} data-testid="registration-panel">
      <RegisterCall event={event} tickets={tickets} label="NOT_REGISTERED" showCheckStatus link={anchor} />
    </div>
  );
}
