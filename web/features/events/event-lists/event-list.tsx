import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { eventListQuery } from './events.api.ts';
import type { MyTab, PublicTab } from './events.api.ts';
import { EventTimeline } from './event-timeline.tsx';

type Props = ({ scope: 'public'; tab: PublicTab } | { scope: 'mine'; tab: MyTab }) & { empty: ReactNode };

/** One tab's events, page after page; `empty` when there are none. */
export function EventList(props: Props) {
  const query = useSuspenseInfiniteQuery(eventListQuery(props.scope, props.tab));
  const events = query.data.pages.flatMap((page) => page.items);
  if (events.length === 0) return props.empty;
  return (
    <EventTimeline
      events={events}
      showRole={props.scope === 'mine'}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
    />
  );
}
