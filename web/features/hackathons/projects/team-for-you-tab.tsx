import { Avatar, Badge, Button, Group, Text } from '@mantine/core';
import { IconSparkles, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HackathonOverview } from '../../../../contract/hackathons.ts';
import type { PersonCard, RecommendationReason } from '../../../../contract/people.ts';
import { skillNames } from '../../../../contract/skill-names.ts';
import { messageForError } from '../../../api/error-message.ts';
import { reasonWords } from '../../../components/people/reason-words.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { readableInitialsColors } from '../../../components/ui/initials-colors.ts';
import { currentLocale } from '../../../i18n/index.ts';
import { projectQuery, recommendationsQuery, useAddMember } from './hackathon-projects.api.ts';
import { ProjectTile } from './project-tile.tsx';
import classes from './projects.module.css';

/**
 * For You for teams: without a team, the projects that fit my card; on a team, the participants
 * without one who fit the project. Both need my card to compare with.
 */
export function TeamForYouTab({ overview, cardPrompt }: { overview: HackathonOverview; cardPrompt: ReactNode }) {
  const { t } = useTranslation();
  const recommendations = useQuery({
    ...recommendationsQuery(overview.eventId),
    enabled: overview.viewer.hasCard || overview.viewer.myProjectId !== null,
  });
  if (!overview.viewer.hasCard && overview.viewer.myProjectId === null) return cardPrompt;
  if (!recommendations.data) return <Spinner />;
  const data = recommendations.data;
  return (
    <div className={classes.tabBody}>
      <Text size="sm" c="gray.7">
        {t(data.kind === 'PROJECTS' ? 'hackathonProjects.forYou.projectsIntro' : 'hackathonProjects.forYou.peopleIntro')}
      </Text>
      {data.items.length === 0 ? (
        <Text c="gray.7" ta="center" py="xl" data-testid="for-you-empty">
          {t(data.kind === 'PROJECTS' ? 'hackathonProjects.forYou.noProjects' : 'hackathonProjects.forYou.noPeople')}
        </Text>
      ) : data.kind === 'PROJECTS' ? (
        <div className={classes.grid} data-testid="for-you-projects">
          {data.items.map(({ project, reasons }) => (
            <ProjectTile
              key={project.id}
              eventId={overview.eventId}
              handle={overview.handle}
              project={project}
              extra={<Reasons label={t('hackathonProjects.forYou.why', { name: project.title })} reasons={reasons} />}
            />
          ))}
        </div>
      ) : (
        <PeopleForTeam eventId={overview.eventId} projectId={data.projectId} items={data.items} />
      )}
    </div>
  );
}

function Reasons({ label, reasons }: { label: string; reasons: RecommendationReason[] }) {
  const { t } = useTranslation();
  const words = (key: string, options?: Record<string, unknown>) => t(key, { ...options });
  const locale = currentLocale();
  return (
    <ul className={classes.reasons} aria-label={label} data-testid="reasons">
      {reasons.map((reason) => (
        <li key={reason.kind}>
          <IconSparkles size={14} aria-hidden />
          <span>{reasonWords(reason, words, locale)}</span>
        </li>
      ))}
    </ul>
  );
}

function PeopleForTeam({
  eventId,
  projectId,
  items,
}: {
  eventId: string;
  projectId: string;
  items: { card: PersonCard; reasons: RecommendationReason[] }[];
}) {
  const { t } = useTranslation();
  const project = useQuery(projectQuery(eventId, projectId));
  const add = useAddMember(eventId, projectId);
  const canAdd = project.data?.viewer.canManageMembers ?? false;
  return (
    <div className={classes.grid} data-testid="for-you-people">
      {items.map(({ card, reasons }) => (
        <article key={card.userId} className={classes.tile} data-testid="person-tile" aria-labelledby={`person-${card.userId}`}>
          <div className={classes.tileHead}>
            <Avatar
              src={card.avatarUrl}
              name={card.name}
              color="initials"
              allowedInitialsColors={readableInitialsColors}
              radius="xl"
              size={44}
              alt=""
            />
            <div className={classes.rowText}>
              <h3 className={classes.tileTitle} id={`person-${card.userId}`}>
                {card.name}
              </h3>
              {(card.jobTitle || card.organization) && (
                <p className={classes.muted}>{[card.jobTitle, card.organization].filter(Boolean).join(' · ')}</p>
              )}
            </div>
          </div>
          {(card.skills ?? []).length > 0 && (
            <Group gap={6}>
              {(card.skills ?? []).slice(0, 5).map((skill) => (
                <Badge key={skill} variant="light" color="gray" tt="none">
                  {skillNames[skill]}
                </Badge>
              ))}
            </Group>
          )}
          <Reasons label={t('hackathonProjects.forYou.why', { name: card.name })} reasons={reasons} />
          {canAdd && (
            <Group justify="flex-end" mt="auto">
              <Button
                size="xs"
                radius="xl"
                variant="light"
                leftSection={<IconUserPlus size={16} aria-hidden />}
                aria-label={t('hackathonProjects.team.addNamed', { name: card.name })}
                loading={
                  add.isPending &&
                  add.variables !== undefined &&
                  'userId' in add.variables &&
                  add.variables.userId === card.userId
                }
                onClick={() =>
                  add.mutate(
                    { userId: card.userId },
                    {
                      onSuccess: () => showToast('success', t('hackathonProjects.team.added', { name: card.name })),
                      onError: (error) =>
                        showToast(
                          'error',
                          messageForError(error, (key, options) => t(key, { ...options })),
                        ),
                    },
                  )
                }
              >
                {t('hackathonProjects.team.add')}
              </Button>
            </Group>
          )}
        </article>
      ))}
    </div>
  );
}
