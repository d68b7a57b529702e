import { Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/event/status-badge.tsx';
import { conflictsQuery } from './hackathon-judging.api.ts';
import classes from './judging.module.css';

/** Who may not judge what: a judge's own team (derived) and the conflicts judges declared. */
export function ConflictsCard({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const conflicts = useQuery(conflictsQuery(eventId));
  if (!conflicts.data) return <Skeleton height={120} radius="lg" />;
  const items = conflicts.data.items;
  return (
    <section className={classes.card} aria-labelledby="judging-conflicts" data-testid="conflicts-card">
      <div className={classes.cardHead}>
        <div>
          <h2 id="judging-conflicts" className={classes.cardTitle}>
            {t('hackathonJudging.conflicts.title')}
          </h2>
          <p className={classes.cardDescription}>{t('hackathonJudging.conflicts.hint')}</p>
        </div>
      </div>
      {items.length === 0 ? (
        <Text c="gray.7" size="sm">
          {t('hackathonJudging.conflicts.empty')}
        </Text>
      ) : (
        <ul className={classes.list}>
          {items.map((conflict) => (
            <li key={`${conflict.judge.userId}:${conflict.project.id}`} className={classes.row} data-testid="conflict">
              <div className={classes.rowText}>
                <Text fw={600}>{conflict.judge.name}</Text>
                <Text size="xs" c="gray.7">
                  {conflict.project.title} · {conflict.project.teamName}
                </Text>
              </div>
              <div className={classes.rowActions}>
                <StatusBadge tone={conflict.reason === 'DECLARED' ? 'yellow' : 'gray'} size="sm">
                  {t(
                    conflict.reason === 'DECLARED' ? 'hackathonJudging.conflicts.declared' : 'hackathonJudging.conflicts.ownTeam',
                  )}
                </StatusBadge>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
