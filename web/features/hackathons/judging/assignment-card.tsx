import { Button, Group, NumberInput, Skeleton, Switch, Text } from '@mantine/core';
import { IconArrowBackUp, IconArrowsShuffle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { judgingLimits } from '../../../../contract/judging.ts';
import type { AssignmentList, AssignmentSettings } from '../../../../contract/judging.ts';
import { StatusBadge } from '../../../components/event/status-badge.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { assignmentsQuery, useAssign, useReopenScore } from './hackathon-judging.api.ts';
import classes from './judging.module.css';

const statusKey = { NONE: 'NOT_STARTED', DRAFT: 'DRAFT', SUBMITTED: 'SUBMITTED' } as const;
const statusTone = { NONE: 'gray', DRAFT: 'yellow', SUBMITTED: 'green' } as const;

/**
 * Judges per project and the per-track switch, then "Assign": the server keeps every submitted
 * score and spreads the rest. Below, who judges which project, with a way to reopen a final score.
 */
export function AssignmentCard({ eventId, closed }: { eventId: string; closed: boolean }) {
  const { t } = useTranslation();
  const assignments = useQuery(assignmentsQuery(eventId));
  if (!assignments.data) return <Skeleton height={200} radius="lg" />;
  return <AssignmentView eventId={eventId} closed={closed} list={assignments.data} t={t} />;
}

function AssignmentView({
  eventId,
  closed,
  list,
  t,
}: {
  eventId: string;
  closed: boolean;
  list: AssignmentList;
  t: ReturnType<typeof useTranslation>['t'];
}) {
  const run = useAssign(eventId);
  const reopen = useReopenScore(eventId);
  // The settings are changed only here: the form starts from the stored ones and keeps its own.
  const [settings, setSettings] = useState<AssignmentSettings>(list.settings);
  const assign = () => run.mutate(settings, { onSuccess: () => showToast('success', t('hackathonJudging.assignment.done')) });

  return (
    <section className={classes.card} aria-labelledby="judging-assignment" data-testid="assignment-card">
      <div className={classes.cardHead}>
        <div>
          <h2 id="judging-assignment" className={classes.cardTitle}>
            {t('hackathonJudging.assignment.title')}
          </h2>
          <p className={classes.cardDescription}>{t('hackathonJudging.assignment.hint')}</p>
        </div>
      </div>
      <div className={classes.inline}>
        <NumberInput
          label={t('hackathonJudging.assignment.perProject')}
          value={settings.judgesPerProject}
          min={judgingLimits.judgesPerProject.min}
          max={judgingLimits.judgesPerProject.max}
          allowDecimal={false}
          w={200}
          onChange={(value) =>
            setSettings((current) => ({
              ...current,
              judgesPerProject: typeof value === 'number' ? value : judgingLimits.judgesPerProject.min,
            }))
          }
        />
        <Switch
          mb={8}
          label={t('hackathonJudging.assignment.perTrack')}
          checked={settings.perTrack}
          onChange={(event) => {
            const perTrack = event.currentTarget.checked;
            setSettings((current) => ({ ...current, perTrack }));
          }}
        />
        <Button
          leftSection={<IconArrowsShuffle size={16} aria-hidden />}
          onClick={assign}
          loading={run.isPending}
          disabled={closed}
        >
          {t(
            list.items.some((item) => item.judges.length > 0)
              ? 'hackathonJudging.assignment.rerun'
              : 'hackathonJudging.assignment.run',
          )}
        </Button>
      </div>
      {list.items.every((item) => item.judges.length === 0) ? (
        <Text c="gray.7" size="sm" mt="md">
          {t('hackathonJudging.assignment.empty')}
        </Text>
      ) : (
        <ul className={classes.list} style={{ marginTop: 16 }} data-testid="assignments">
          {list.items.map(({ project, judges }) => (
            <li key={project.id} className={classes.row} data-testid="assignment">
              <div className={classes.rowText}>
                <Text fw={600}>{project.title}</Text>
                <Text size="xs" c="gray.7">
                  {project.teamName} · {project.track.name}
                </Text>
                <Group gap={6} mt={6}>
                  {judges.map((judge) => (
                    <Group key={judge.userId} gap={4} wrap="nowrap">
                      <StatusBadge tone={statusTone[judge.status]} size="sm" data-testid="assigned-judge">
                        {judge.name} · {t(`hackathonJudging.judge.status.${statusKey[judge.status]}`)}
                      </StatusBadge>
                      {judge.status === 'SUBMITTED' && judge.scoreId && !closed && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          leftSection={<IconArrowBackUp size={14} aria-hidden />}
                          aria-label={t('hackathonJudging.progress.reopenNamed', { judge: judge.name, project: project.title })}
                          loading={reopen.isPending && reopen.variables === judge.scoreId}
                          onClick={() =>
                            judge.scoreId &&
                            reopen.mutate(judge.scoreId, {
                              onSuccess: () => showToast('success', t('hackathonJudging.progress.reopened')),
                            })
                          }
                        >
                          {t('hackathonJudging.progress.reopen')}
                        </Button>
                      )}
                    </Group>
                  ))}
                </Group>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
