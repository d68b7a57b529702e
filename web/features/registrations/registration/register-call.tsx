import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { EventPage } from '../../../../contract/event-views.ts';
import type { TicketsInfo } from '../../../../contract/registration-views.ts';
import type { RegistrationLabel } from '../../../../contract/registrations.ts';
import pill from '../../../components/ui/pill.module.css';
import { usePageText } from '../../../i18n/page-text.tsx';
import classes from './registration.module.css';
import { joinsWaitlist, opensAt } from './registration-state.ts';
import { SeatsLine } from './seats-line.tsx';
import { dateFormatter } from '../../../../contract/date-formatter.ts';

/** How a link is drawn: the router's Link in the app, a plain anchor on the public page. */
export type LinkRender = (props: { href: string; className: string; children: ReactNode }) => ReactNode;

type Props = {
  event: Pick<EventPage, 'handle' | 'registrationState'>;
  /** GET /v1/events/{id}/tickets/info, once it has arrived */
  tickets: TicketsInfo | undefined;
  /** the visitor's label; NOT_REGISTERED when unknown */
  label: RegistrationLabel;
  /** for visitors the page does not know: the way to look up a registration */
  showCheckStatus: boolean;
  link: LinkRender;
};

/**
 * For someone not (or no longer) registered: the seats left, the register or join-the-waitlist
 * button while registration is open, or when it opens. Plain markup, so the public page's first
 * download can show it.
 */
export function RegisterCall({ event, tickets, label, showCheckStatus, link }: Props) {
  const { t, locale } = usePageText();
  const registerPath = `/events/${event.handle}/registration`;
  const state = tickets?.registrationState ?? event.registrationState;
  const open = state === 'OPEN' && (tickets?.formPublished ?? true);
  const start = tickets && state === 'BEFORE' ? opensAt(tickets) : null;
  const waitlist = tickets ? joinsWaitlist(tickets) : false;
  const action = waitlist ? 'joinWaitlist' : label === 'CANCELLED' ? 'registerAgain' : 'register';
  return (
    <>
      {open && tickets && <SeatsLine info={tickets} />}
      {open &&
        link({
          href: registerPath,
          className: `${pill.pill} ${pill.filled} ${pill.large} ${classes.registerButton}`,
          children: (
            <>
              {t(`registration.panel.${action}`)}
              <IconArrowRight size={18} aria-hidden />
            </>
          ),
        })}
      {start && (
        <p className={classes.opensAt}>
          {t('registration.closed.BEFORE.opensAt', {
            date: dateFormatter(locale, {
              year: 'numeric',
              month: 'short',
              day: 'numeric',
              hour: 'numeric',
              minute: '2-digit',
              timeZoneName: 'short',
            }).format(new Date(start)),
          })}
        </p>
      )}
      {showCheckStatus &&
        link({ href: registerPath, className: classes.checkStatus, children: t('registration.panel.checkStatus') })}
    </>
  );
}
