import { useTranslation } from 'react-i18next';
import { recruitStatuses } from '../../../../contract/hackathons.ts';
import type { HackathonOverview } from '../../../../contract/hackathons.ts';
import { skillNames } from '../../../../contract/skill-names.ts';
import { hackathonPositions, hackathonSkills } from '../../../../contract/users.ts';
import type { ProjectFilters as Filters } from './hackathon-projects.api.ts';
import classes from './projects.module.css';
import { SummaryMultiSelect } from '../../../components/ui/summary-select.tsx';

export const noProjectFilters: Omit<Filters, 'search'> = { trackId: [], recruitStatus: [], positions: [], techStack: [] };

/** Track, recruit status, positions wanted and tech stack: each any of, together all of. */
export function ProjectFilters({
  overview,
  filters,
  onChange,
}: {
  overview: HackathonOverview;
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SummaryMultiSelect
        className={classes.filter}
        label={t('hackathonProjects.filters.track')}
        placeholder={filters.trackId.length ? undefined : t('hackathonProjects.filters.any')}
        data={overview.tracks.map((track) => ({ value: track.id, label: track.name }))}
        value={filters.trackId}
        onChange={(trackId) => onChange({ trackId })}
        clearable
      />
      <SummaryMultiSelect
        className={classes.filter}
        label={t('hackathonProjects.filters.recruitStatus')}
        placeholder={filters.recruitStatus.length ? undefined : t('hackathonProjects.filters.any')}
        data={recruitStatuses.map((value) => ({ value, label: t(`hackathonProjects.recruitStatus.${value}`) }))}
        value={filters.recruitStatus}
        onChange={(recruitStatus) => onChange({ recruitStatus })}
        clearable
      />
      <SummaryMultiSelect
        className={classes.filter}
        label={t('hackathonProjects.filters.positions')}
        placeholder={filters.positions.length ? undefined : t('hackathonProjects.filters.any')}
        data={hackathonPositions.map((value) => ({ value, label: t(`people.roles.${value}`) }))}
        value={filters.positions}
        onChange={(positions) => onChange({ positions: positions })}
        clearable
      />
      <SummaryMultiSelect
        className={classes.filter}
        label={t('hackathonProjects.filters.techStack')}
        placeholder={filters.techStack.length ? undefined : t('hackathonProjects.filters.any')}
        data={hackathonSkills.map((value) => ({ value, label: skillNames[value] }))}
        value={filters.techStack}
        onChange={(techStack) => onChange({ techStack: techStack })}
        searchable
        clearable
      />
    </>
  );
}
