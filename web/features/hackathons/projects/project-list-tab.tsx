import { Button, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HackathonOverview } from '../../../../contract/hackathons.ts';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { projectsQuery } from './hackathon-projects.api.ts';
import type { ProjectFilters as Filters, ProjectTab } from './hackathon-projects.api.ts';
import { noProjectFilters, ProjectFilters } from './project-filters.tsx';
import { ProjectTile } from './project-tile.tsx';
import classes from './projects.module.css';

const SEARCH_DEBOUNCE_MS = 250;

/** All, Saved or My Project: search, the filters, and "load more" down the cursor. */
export function ProjectListTab({ overview, tab }: { overview: HackathonOverview; tab: ProjectTab }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>({ search: '', ...noProjectFilters });
  const onSearch = useCallback(
    (search: string) => setFilters((current) => (current.search === search ? current : { ...current, search })),
    [],
  );
  const projects = useInfiniteQuery({
    ...projectsQuery(overview.eventId, tab, filters),
    placeholderData: (previous) => previous,
  });
  const items = projects.data?.pages.flatMap((page) => page.items) ?? [];
  const narrowed =
    filters.search !== '' ||
    filters.trackId.length + filters.recruitStatus.length + filters.positions.length + filters.techStack.length > 0;

  return (
    <div className={classes.tabBody}>
      {tab !== 'MY_PROJECT' && (
        <div className={classes.toolbar}>
          <SearchBox
            className={classes.search}
            label={t('hackathonProjects.search.label')}
            placeholder={t('hackathonProjects.search.placeholder')}
            maxLength={100}
            debounceMs={SEARCH_DEBOUNCE_MS}
            onSearch={onSearch}
          />
          <ProjectFilters
            overview={overview}
            filters={filters}
            onChange={(change) => setFilters((current) => ({ ...current, ...change }))}
          />
        </div>
      )}
      {projects.isPending ? (
        <Spinner />
      ) : items.length === 0 ? (
        <Text c="gray.7" ta="center" py="xl" data-testid="projects-empty">
          {t(narrowed ? 'hackathonProjects.empty.filtered' : `hackathonProjects.empty.${tab}`)}
        </Text>
      ) : (
        <div className={classes.grid} aria-busy={projects.isFetching || undefined} data-testid={`projects-${tab.toLowerCase()}`}>
          {items.map((project) => (
            <ProjectTile key={project.id} eventId={overview.eventId} handle={overview.handle} project={project} />
          ))}
        </div>
      )}
      {projects.hasNextPage && (
        <Button
          variant="default"
          radius="xl"
          className={classes.loadMore}
          loading={projects.isFetchingNextPage}
          onClick={() => void projects.fetchNextPage()}
        >
          {t('hackathonProjects.loadMore')}
        </Button>
      )}
    </div>
  );
}
