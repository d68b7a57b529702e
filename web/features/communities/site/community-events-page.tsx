import { SegmentedControl, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CommunityEventsList } from './community-events-list.tsx';
import { CommunityTitle } from './community-identity.tsx';
import { communityEventsQuery } from './community-site.api.ts';
import classes from './community.module.css';
import { useCommunity } from './use-community.ts';

/** `/events` and `/events/my`: the community's upcoming events, or the ones I registered for. */
export function CommunityEventsPage({ mine }: { mine: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const community = useCommunity();
  const { data } = useSuspenseQuery(communityEventsQuery(community.id, mine));
  const title = t(mine ? 'communitySite.events.myTitle' : 'communitySite.events.title');
  return (
    <div className={classes.page}>
      <CommunityTitle page={title} />
      <h1 className={classes.pageTitle}>{title}</h1>
      <SegmentedControl
        radius="xl"
        value={mine ? 'my' : 'all'}
        onChange={(value) => void navigate(value === 'my' ? '/events/my' : '/events')}
        data={[
          { value: 'all', label: t('communitySite.events.all') },
          { value: 'my', label: t('communitySite.events.mine') },
        ]}
        aria-label={t('communitySite.events.which')}
        className={classes.loadMore}
        style={{ alignSelf: 'flex-start' }}
      />
      {data.items.length > 0 ? (
        <CommunityEventsList events={data.items} testId={mine ? 'my-community-events' : 'community-events'} />
      ) : (
        <Text c="dimmed">{t(mine ? 'communitySite.events.emptyMine' : 'communitySite.events.empty')}</Text>
      )}
    </div>
  );
}
