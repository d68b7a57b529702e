import { Button, Progress, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../../../../contract/event-views.ts';
import type { Ticket } from '../../../../contract/registration-views.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import classes from './rsvp-builder.module.css';
import { SideCard } from './side-card.tsx';
import { TicketEditor } from './ticket-editor.tsx';
import { ticketsQuery } from './tickets.api.ts';
import { dateFormatter } from '../../../../contract/date-formatter.ts';

function SaleWindow({ ticket, timezone }: { ticket: Ticket; timezone: string }) {
  const { t, i18n } = useTranslation();
  const format = (iso: string) =>
    dateFormatter(i18n.language, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone: timezone,
    }).format(new Date(iso));
  const from = ticket.saleStartsAt ? format(ticket.saleStartsAt) : t('rsvpBuilder.tickets.fromPublish');
  const until = ticket.saleEndsAt ? format(ticket.saleEndsAt) : t('rsvpBuilder.tickets.untilEnd');
  return (
    <Text size="xs" c="dimmed">
      {t('rsvpBuilder.tickets.window', { from, until })}
    </Text>
  );
}

/** The tickets: what each sold against its quantity, when it is on sale, and its editor. */
export function TicketsCard({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const tickets = useQuery(ticketsQuery(event.id));
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <SideCard title={t('rsvpBuilder.tickets.title')} description={t('rsvpBuilder.tickets.description')}>
      {tickets.isPending && <Spinner />}
      <ul className={classes.tickets}>
        {tickets.data?.map((ticket) => (
          <li key={ticket.id} className={classes.ticketRow} data-testid="ticket-row">
            <div className={classes.ticketTop}>
              <Text fw={650}>{ticket.name ?? t('rsvpBuilder.tickets.defaultName')}</Text>
              <Text size="sm" fw={600} className={classes.ticketState} data-state={ticket.saleState}>
                {t(`rsvpBuilder.tickets.state.${ticket.saleState}`)}
              </Text>
            </div>
            {ticket.quantity !== null && (
              <Progress value={(ticket.issuedCount / Math.max(1, ticket.quantity)) * 100} size="sm" radius="xl" aria-hidden />
            )}
            <Text size="sm">
              {ticket.quantity === null
                ? t('rsvpBuilder.tickets.issuedUnlimited', { count: ticket.issuedCount })
                : t('rsvpBuilder.tickets.issued', { count: ticket.issuedCount, total: ticket.quantity })}
            </Text>
            <SaleWindow ticket={ticket} timezone={event.timezone} />
            {editing === ticket.id ? (
              <TicketEditor
                eventId={event.id}
                ticket={ticket}
                timezone={event.timezone}
                eventEndsAt={event.endsAt}
                onDone={() => setEditing(null)}
              />
            ) : (
              <Button
                variant="default"
                size="xs"
                radius="xl"
                leftSection={<IconPencil size={14} aria-hidden />}
                className={classes.ticketEdit}
                aria-label={t('rsvpBuilder.tickets.editOf', { name: ticket.name ?? t('rsvpBuilder.tickets.defaultName') })}
                onClick={() => setEditing(ticket.id)}
              >
                {t('rsvpBuilder.tickets.edit')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </SideCard>
  );
}
