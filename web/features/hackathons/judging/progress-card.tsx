import { Badge, Group, Progress, Skeleton, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { progressQuery } from './hackathon-judging.api.ts';
import classes from './judging.module.css';

/** Scores submitted per judge and per project; a judge still owing scores while judging is open is late. */
export function ProgressCard({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const progress = useQuery(progressQuery(eventId));
  if (!progress.data) return <Skeleton height={160} radius="lg" />;
  const { judges, projects, totals } = progress.data;
  return (
    <section className={classes.card} aria-labelledby="judging-progress" data-testid="progress-card">
      <div className={classes.cardHead}>
        <div>
          <h2 id="judging-progress" className={classes.cardTitle}>
            {t('hackathonJudging.progress.title')}
          </h2>
          <p className={classes.cardDescription}>{t('hackathonJudging.progress.hint')}</p>
        </div>
        <Text fw={600} data-testid="progress-total">
          {t('hackathonJudging.progress.submitted', { done: totals.submitted, total: totals.assigned })}
        </Text>
      </div>
      <Tabs defaultValue="judges">
        <Tabs.List>
          <Tabs.Tab value="judges">{t('hackathonJudging.progress.byJudge')}</Tabs.Tab>
          <Tabs.Tab value="projects">{t('hackathonJudging.progress.byProject')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="judges" pt="md">
          <ul className={classes.list}>
            {judges.map((judge) => (
              <li key={judge.userId} className={classes.row} data-testid="progress-judge">
                <div className={classes.rowText}>
                  <Group gap={8}>
                    <Text fw={600}>{judge.name}</Text>
                    {judge.isLate && (
                      <Badge color="red.8" variant="filled">
                        {t('hackathonJudging.progress.late')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="gray.7">
                    {t('hackathonJudging.progress.submitted', { done: judge.submitted, total: judge.assigned })}
                  </Text>
                  <Progress
                    value={judge.assigned ? (judge.submitted / judge.assigned) * 100 : 0}
                    mt={6}
                    aria-label={judge.name}
                  />
                </div>
              </li>
            ))}
          </ul>
        </Tabs.Panel>
        <Tabs.Panel value="projects" pt="md">
          <ul className={classes.list}>
            {projects.map(({ project, assigned, submitted }) => (
              <li key={project.id} className={classes.row} data-testid="progress-project">
                <div className={classes.rowText}>
                  <Text fw={600}>{project.title}</Text>
                  <Text size="xs" c="gray.7">
                    {t('hackathonJudging.progress.submitted', { done: submitted, total: assigned })}
                  </Text>
                  <Progress value={assigned ? (submitted / assigned) * 100 : 0} mt={6} aria-label={project.title} />
                </div>
              </li>
            ))}
          </ul>
        </Tabs.Panel>
      </Tabs>
    </section>
  );
}
