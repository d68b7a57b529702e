import { Badge, Group, Text } from '@mantine/core';
import { IconMessageCircle, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProjectSummary } from '../../../../contract/hackathons.ts';
import { skillNames } from '../../../../contract/skill-names.ts';
import { BadgeRow } from '../../../components/ui/badge-row.tsx';
import classes from './projects.module.css';
import { RecruitStatusBadge } from './recruit-status-badge.tsx';
import { SaveProjectButton } from './save-project-button.tsx';

const SHOWN_BADGES = 5;

/** One project in a list: what it is, its track and team, what it is looking for; the title opens it. */
export function ProjectTile({
  eventId,
  handle,
  project,
  extra,
}: {
  eventId: string;
  handle: string;
  project: ProjectSummary;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const wanted = project.positions.map((position) => t(`people.roles.${position}`));
  const stack = project.techStack.map((skill) => skillNames[skill]);
  return (
    <article className={classes.tile} data-testid="project-tile" aria-labelledby={`project-${project.id}`}>
      {project.thumbnailUrl && <img className={classes.thumb} src={project.thumbnailUrl} alt="" loading="lazy" />}
      <div className={classes.tileHead}>
        <h3 className={classes.tileTitle} id={`project-${project.id}`}>
          <Link to={`/events/${handle}/hackathon/projects/${project.id}`}>{project.title}</Link>
        </h3>
        <SaveProjectButton eventId={eventId} project={project} />
      </div>
      <p className={classes.muted}>
        {t('hackathonProjects.tile.teamInTrack', { team: project.teamName, track: project.track.name })}
      </p>
      {project.leader && (
        <p className={classes.muted} data-testid="project-leader">
          {t('hackathonProjects.tile.ledBy', { name: project.leader.name, handle: `@${project.leader.handle}` })}
        </p>
      )}
      <Group gap={6}>
        <RecruitStatusBadge status={project.recruitStatus} />
        {project.isMine && (
          <Badge variant="filled" tt="none">
            {t('hackathonProjects.tile.mine')}
          </Badge>
        )}
      </Group>
      {project.summary && <p className={classes.summary}>{project.summary}</p>}
      {wanted.length > 0 && project.recruitStatus !== 'TEAM_BUILDING_COMPLETE' && (
        <Text size="sm">
          <strong>{t('hackathonProjects.tile.wanted')}</strong> {wanted.join(', ')}
        </Text>
      )}
      <BadgeRow items={stack} shown={SHOWN_BADGES} />
      {extra}
      <Group gap="md" mt="auto">
        <Text size="sm" c="gray.7" className={classes.row}>
          <IconUsers size={16} aria-hidden />
          {t('hackathonProjects.tile.members', { count: project.memberCount })}
        </Text>
        <Text size="sm" c="gray.7" className={classes.row}>
          <IconMessageCircle size={16} aria-hidden />
          {t('hackathonProjects.tile.comments', { count: project.commentCount })}
        </Text>
      </Group>
    </article>
  );
}
