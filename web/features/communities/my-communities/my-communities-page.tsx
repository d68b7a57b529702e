import { Anchor, Avatar, Badge, Button, Container, Group, Skeleton, Tabs, Text, Title } from '@mantine/core';
import { IconArrowUpRight, IconPlus, IconSettings } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { communityLimits } from '../../../../contract/communities.ts';
import type { MyCommunity } from '../../../../contract/communities.ts';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { myCommunitiesQuery, myCommunityTabs } from './my-communities.api.ts';
import type { MyCommunityTab } from './my-communities.api.ts';
import classes from './my-communities.module.css';

type Props = {
  tab: MyCommunityTab;
  /** where "Create a community" goes: the form for PRO users, the PRO request for others */
  createTo: string;
  /** the console of a community I run, on the main site */
  consoleTo: (community: MyCommunity) => string;
};

/** `/communities/my`: the communities I own, manage, belong to or applied to, each linking to its own site. */
export function MyCommunitiesPage({ tab, createTo, consoleTo }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const list = useInfiniteQuery(myCommunitiesQuery(tab, search));
  const communities = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Container size="md" className={classes.page}>
      <title>{t('myCommunities.documentTitle')}</title>
      <Group justify="space-between" align="flex-end" mb="lg">
        <div>
          <Title order={1}>{t('myCommunities.heading')}</Title>
          <Text c="dimmed">{t('myCommunities.lead')}</Text>
        </div>
        <Button component={Link} to={createTo} radius="xl" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('myCommunities.create')}
        </Button>
      </Group>
      <Tabs value={tab} onChange={(next) => void navigate(next === 'all' ? '/communities/my' : `/communities/my?tab=${next}`)}>
        <Tabs.List>
          {myCommunityTabs.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`myCommunities.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <SearchBox
        className={classes.search}
        onSearch={setSearch}
        debounceMs={300}
        maxLength={communityLimits.search}
        label={t('myCommunities.search')}
        placeholder={t('myCommunities.searchPlaceholder')}
      />
      {list.isPending ? (
        <Skeleton height={72} radius="lg" />
      ) : communities.length === 0 ? (
        <p className={classes.empty}>{t(search ? 'myCommunities.noMatch' : `myCommunities.empty.${tab}`)}</p>
      ) : (
        <ul className={classes.list} aria-label={t('myCommunities.listLabel')}>
          {communities.map((community) => (
            <li key={community.id} className={classes.row} data-testid="my-community">
              <Avatar src={community.favicon} alt="" radius="md" size={44} color="moim">
                {community.name.slice(0, 1).toUpperCase()}
              </Avatar>
              <div className={classes.who}>
                <Anchor href={community.url} className={classes.name}>
                  {community.name}
                </Anchor>
                <p className={classes.meta}>{community.url.replace(/^https?:\/\//, '')}</p>
              </div>
              <Badge variant="light" radius="sm" color={community.status === 'APPROVED' ? 'moim' : 'yellow.9'}>
                {t(
                  community.status === 'APPROVED'
                    ? `myCommunities.roles.${community.role}`
                    : `myCommunities.status.${community.status}`,
                )}
              </Badge>
              <div className={classes.actions}>
                {community.status === 'APPROVED' && community.role !== 'MEMBER' && (
                  <Button
                    component={Link}
                    to={consoleTo(community)}
                    size="xs"
                    radius="xl"
                    variant="light"
                    leftSection={<IconSettings size={14} aria-hidden />}
                    aria-label={t('myCommunities.consoleOf', { name: community.name })}
                  >
                    {t('myCommunities.console')}
                  </Button>
                )}
                <Button
                  component="a"
                  href={community.url}
                  size="xs"
                  radius="xl"
                  variant="default"
                  rightSection={<IconArrowUpRight size={14} aria-hidden />}
                  aria-label={t('myCommunities.visitOf', { name: community.name })}
                >
                  {t('myCommunities.visit')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button variant="default" radius="xl" mt="md" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('myCommunities.more')}
        </Button>
      )}
    </Container>
  );
}
