import { Anchor, Button, Container, SegmentedControl } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconTicket } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { myTicketsQuery, ticketTabs } from './ticket.api.ts';
import type { TicketTab } from './ticket.api.ts';
import classes from './ticket.module.css';
import { TicketDetail } from './ticket-detail.tsx';
import { TicketList } from './ticket-list.tsx';

type Props = {
  /** more ways on from the chosen event (the lounge, when it lets me in), given by the route */
  eventLinks?: (event: { id: string; handle: string }) => ReactNode;
};

/** `/events/myticket`: my registrations across events, and the chosen one's ticket (`?event=`). */
export function MyTicketsPage({ eventLinks }: Props = {}) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 40.0625em)', true);
  const [params, setParams] = useSearchParams();
  const tab: TicketTab = ticketTabs.find((value) => value === params.get('tab')) ?? 'upcoming';
  const list = useInfiniteQuery(myTicketsQuery(tab));
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const chosen = params.get('event');
  // Wide screens always show a ticket; narrow ones show the list until one is picked.
  const shown = chosen ?? (wide ? (items[0]?.eventId ?? null) : null);
  const linkFor = (eventId: string) => `?${new URLSearchParams({ ...(tab === 'past' ? { tab } : {}), event: eventId })}`;

  return (
    <Container size="lg" className={classes.page}>
      <h1 className={classes.title}>{t('ticket.heading')}</h1>
      <div className={classes.layout} data-showing={chosen ? 'detail' : 'list'}>
        <section className={classes.listColumn} aria-label={t('ticket.listLabel')}>
          <SegmentedControl
            fullWidth
            radius="xl"
            value={tab}
            onChange={(value) => setParams(value === 'past' ? { tab: value } : {}, { replace: true })}
            data={ticketTabs.map((value) => ({ value, label: t(`ticket.tabs.${value}`) }))}
            aria-label={t('ticket.tabsLabel')}
          />
          {list.isPending ? (
            <Spinner />
          ) : items.length === 0 ? (
            <div className={classes.emptyState}>
              <IconTicket size={32} aria-hidden />
              <p>{t(`ticket.empty.${tab}`)}</p>
              <Button component={Link} to="/events" radius="xl" variant="light">
                {t('ticket.browse')}
              </Button>
            </div>
          ) : (
            <TicketList items={items} selected={shown} linkFor={linkFor} more={list} />
          )}
        </section>
        {shown && (
          <div className={classes.detailColumn}>
            {chosen && (
              <Anchor component={Link} to={tab === 'past' ? '?tab=past' : '?'} size="sm" className={classes.backToList}>
                <IconArrowLeft size={14} aria-hidden />
                {t('ticket.backToList')}
              </Anchor>
            )}
            <TicketDetail
              key={shown}
              eventId={shown}
              summary={items.find((item) => item.eventId === shown)}
              eventLinks={eventLinks}
            />
          </div>
        )}
      </div>
    </Container>
  );
}
