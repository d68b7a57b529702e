import { Button, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '../../../../../contract/users.ts';
import { SearchBox } from '../../../../components/ui/search-box.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { peopleQuery } from '../lounge.api.ts';
import type { ListTab, LoungeFilters } from '../lounge.api.ts';
import { useLoungeActions } from '../lounge-context.tsx';
import classes from '../lounge.module.css';
import { filterCount, noFilters, PeopleFilters } from './people-filters.tsx';
import { PersonTile } from './person-tile.tsx';

const SEARCH_DEBOUNCE_MS = 250;

/** All or Saved: search by name, organization and tags, the filters, and "load more" down the cursor. */
export function PeopleTab({ tab }: { tab: ListTab }) {
  const { t } = useTranslation();
  const { lounge } = useLoungeActions();
  const [filters, setFilters] = useState<LoungeFilters>({ search: '', ...noFilters });
  const onSearch = useCallback(
    (search: string) => setFilters((current) => (current.search === search ? current : { ...current, search })),
    [],
  );
  const people = useInfiniteQuery({ ...peopleQuery(lounge.eventId, tab, filters), placeholderData: (previous) => previous });
  const cards = people.data?.pages.flatMap((page) => page.items) ?? [];
  const narrowed = filters.search !== '' || filterCount(filters) > 0;
  const place = tab === 'ALL' ? 'lounge_all' : 'lounge_saved';

  return (
    <div className={classes.tabBody}>
      <div className={classes.toolbar}>
        <SearchBox
          className={classes.search}
          label={t('lounge.search.label')}
          placeholder={t('lounge.search.placeholder')}
          maxLength={limits.generalText * 2}
          debounceMs={SEARCH_DEBOUNCE_MS}
          onSearch={onSearch}
        />
        <PeopleFilters
          filters={filters}
          isHackathon={lounge.isHackathon}
          onChange={(changes) => setFilters((current) => ({ ...current, ...changes }))}
        />
      </div>
      {people.isPending ? (
        <Spinner />
      ) : cards.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="people-empty">
          {t(narrowed ? 'lounge.empty.filtered' : tab === 'SAVED' ? 'lounge.empty.saved' : 'lounge.empty.all')}
        </Text>
      ) : (
        <div className={classes.grid} aria-busy={people.isFetching || undefined} data-testid={`people-${tab.toLowerCase()}`}>
          {cards.map((card) => (
            <PersonTile key={card.userId} card={card} place={place} />
          ))}
        </div>
      )}
      {people.hasNextPage && (
        <Button
          variant="default"
          radius="xl"
          className={classes.loadMore}
          loading={people.isFetchingNextPage}
          onClick={() => void people.fetchNextPage()}
        >
          {t('lounge.loadMore')}
        </Button>
      )}
    </div>
  );
}
