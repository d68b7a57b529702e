import { Anchor, Button, Select, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CommunityMemberCard } from '../../../../../contract/community-people.ts';
import { limits } from '../../../../../contract/users.ts';
import { reasonWords } from '../../../../components/people/reason-words.ts';
import { SearchBox } from '../../../../components/ui/search-box.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { currentLocale } from '../../../../i18n/index.ts';
import { membersQuery, recommendedQuery, savedQuery } from '../community-site.api.ts';
import type { MemberFilters } from '../community-site.api.ts';
import classes from '../community.module.css';
import { useCommunity } from '../use-community.ts';
import { MemberTile } from './member-tile.tsx';

const SEARCH_DEBOUNCE_MS = 300;
type Contact = (card: CommunityMemberCard) => void;

function LoadMore({ query }: { query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown } }) {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="default"
      radius="xl"
      className={classes.loadMore}
      loading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {t('lounge.loadMore')}
    </Button>
  );
}

/** All: newest member first; search and a member-type filter, both on the server; cursor paging. */
export function AllMembers({ onContact }: { onContact: Contact }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const [filters, setFilters] = useState<MemberFilters>({ search: '', joinTypeId: null });
  const onSearch = useCallback(
    (search: string) => setFilters((current) => (current.search === search ? current : { ...current, search })),
    [],
  );
  const members = useInfiniteQuery({ ...membersQuery(community.id, filters), placeholderData: (previous) => previous });
  const cards = members.data?.pages.flatMap((page) => page.items) ?? [];
  const narrowed = filters.search !== '' || filters.joinTypeId !== null;
  return (
    <div className={classes.tabBody}>
      <div className={classes.toolbar}>
        <SearchBox
          className={classes.search}
          label={t('communitySite.members.searchLabel')}
          placeholder={t('communitySite.members.searchPlaceholder')}
          maxLength={limits.generalText * 2}
          debounceMs={SEARCH_DEBOUNCE_MS}
          onSearch={onSearch}
        />
        {community.joinTypes.length > 0 && (
          <Select
            aria-label={t('communitySite.members.memberType')}
            placeholder={t('communitySite.members.everyType')}
            data={community.joinTypes.map((type) => ({ value: type.id, label: type.name }))}
            value={filters.joinTypeId}
            onChange={(joinTypeId) => setFilters((current) => ({ ...current, joinTypeId }))}
            clearable
            radius="xl"
            w={200}
            maw="100%"
          />
        )}
      </div>
      {members.isPending ? (
        <Spinner />
      ) : cards.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="members-empty">
          {t(narrowed ? 'communitySite.members.emptyFiltered' : 'communitySite.members.empty')}
        </Text>
      ) : (
        <div className={classes.grid} aria-busy={members.isFetching || undefined} data-testid="members-all">
          {cards.map((card) => (
            <MemberTile key={card.userId} card={card} place="community_all" onContact={onContact} />
          ))}
        </div>
      )}
      <LoadMore query={members} />
    </div>
  );
}

/** Recommended: the lounge's scoring among the members, best first, each saying why in words. */
export function RecommendedMembers({ onContact }: { onContact: Contact }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const recommendations = useInfiniteQuery(recommendedQuery(community.id));
  const items = recommendations.data?.pages.flatMap((page) => page.items) ?? [];
  const locale = currentLocale();
  const words = (key: string, options?: Record<string, unknown>) => t(key, { ...options });
  if (recommendations.isPending) return <Spinner />;
  return (
    <div className={classes.tabBody}>
      {items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="recommended-empty">
          {t('communitySite.members.emptyRecommended')}{' '}
          <Anchor component={Link} to="/profile" underline="always">
            {t('communitySite.members.openMyCard')}
          </Anchor>
        </Text>
      ) : (
        <div className={classes.grid} data-testid="members-recommended">
          {items.map(({ card, reasons }) => (
            <MemberTile
              key={card.userId}
              card={card}
              place="community_recommended"
              onContact={onContact}
              extra={
                <ul className={classes.reasons} aria-label={t('people.reasons.label', { name: card.name })}>
                  {reasons.map((reason) => (
                    <li key={reason.kind}>
                      <IconSparkles size={14} aria-hidden />
                      <span>{reasonWords(reason, words, locale)}</span>
                    </li>
                  ))}
                </ul>
              }
            />
          ))}
        </div>
      )}
      <LoadMore query={recommendations} />
    </div>
  );
}

/** Saved: the members I liked. */
export function SavedMembers({ onContact }: { onContact: Contact }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const saved = useInfiniteQuery(savedQuery(community.id));
  const cards = saved.data?.pages.flatMap((page) => page.items) ?? [];
  if (saved.isPending) return <Spinner />;
  return (
    <div className={classes.tabBody}>
      {cards.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="saved-empty">
          {t('communitySite.members.emptySaved')}
        </Text>
      ) : (
        <div className={classes.grid} data-testid="members-saved">
          {cards.map((card) => (
            <MemberTile key={card.userId} card={card} place="community_saved" onContact={onContact} />
          ))}
        </div>
      )}
      <LoadMore query={saved} />
    </div>
  );
}
