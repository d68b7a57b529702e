import { Button, Container, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { HackathonHeader } from './hackathon-header.tsx';
import { overviewQuery } from './hackathon-projects.api.ts';
import { ProjectListTab } from './project-list-tab.tsx';
import classes from './projects.module.css';
import { TeamForYouTab } from './team-for-you-tab.tsx';
import { MyTeamRequests } from './team-requests.tsx';

/** The projects page's tabs as they read in the URL (`?tab=saved`); All has none. */
const projectTabs = ['all', 'saved', 'my-project', 'for-you'] as const;
type TabName = (typeof projectTabs)[number];
const tabLabels: Record<TabName, string> = { all: 'all', saved: 'saved', 'my-project': 'myProject', 'for-you': 'forYou' };

type Props = {
  eventId: string;
  loungeEnabled: boolean;
  cardPrompt: ReactNode;
  /** the published results, above the projects (nothing before they are published) */
  results?: ReactNode;
  /** more ways out of the header (judging, for a judge) */
  extraActions?: ReactNode;
};

/** `/events/:handle/hackathon/projects`: tabs All, Saved and My Project, and For You for teams. */
export function ProjectsPage({ eventId, loungeEnabled, cardPrompt, results, extraActions }: Props) {
  const { t } = useTranslation();
  const { data: overview } = useSuspenseQuery(overviewQuery(eventId));
  const [searchParams, setSearchParams] = useSearchParams();
  const active = projectTabs.find((tab) => tab === searchParams.get('tab')) ?? 'all';
  const canCreate = overview.viewer.isParticipant && overview.viewer.myProjectId === null;
  return (
    <Container size="lg" className={classes.page}>
      <title>{t('hackathonProjects.documentTitle', { title: overview.title })}</title>
      <HackathonHeader
        overview={overview}
        title={t('hackathonProjects.title')}
        withLounge={loungeEnabled}
        actions={
          <>
            {extraActions}
            {canCreate && (
              <Button
                component={Link}
                to={`/events/${overview.handle}/hackathon/projects/new`}
                radius="xl"
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                {t('hackathonProjects.create')}
              </Button>
            )}
          </>
        }
      />
      {results}
      <MyTeamRequests overview={overview} />
      <Tabs
        value={active}
        onChange={(value) => value && setSearchParams(value === 'all' ? {} : { tab: value }, { preventScrollReset: true })}
        variant="pills"
        radius="xl"
        className={classes.tabs}
      >
        <Tabs.List aria-label={t('hackathonProjects.tabs.label')} className={classes.tabList}>
          {projectTabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`hackathonProjects.tabs.${tabLabels[tab]}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="all">{active === 'all' && <ProjectListTab overview={overview} tab="ALL" />}</Tabs.Panel>
        <Tabs.Panel value="saved">{active === 'saved' && <ProjectListTab overview={overview} tab="SAVED" />}</Tabs.Panel>
        <Tabs.Panel value="my-project">
          {active === 'my-project' && <ProjectListTab overview={overview} tab="MY_PROJECT" />}
        </Tabs.Panel>
        <Tabs.Panel value="for-you">
          {active === 'for-you' && <TeamForYouTab overview={overview} cardPrompt={cardPrompt} />}
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
