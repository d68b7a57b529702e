import { Alert, Skeleton } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AssignmentCard } from './assignment-card.tsx';
import { ConflictsCard } from './conflicts-card.tsx';
import { CriteriaCard } from './criteria-card.tsx';
import { judgingOverviewQuery } from './hackathon-judging.api.ts';
import { JudgesCard } from './judges-card.tsx';
import classes from './judging.module.css';
import { ProgressCard } from './progress-card.tsx';
import { ResultsCard } from './results-card.tsx';

/** The host's judging page: where judging stands, then criteria, judges and their conflicts, assignment, progress and results. */
export function JudgingHostPage({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const overview = useQuery(judgingOverviewQuery(eventId));
  if (!overview.data) return <Skeleton height={240} radius="lg" />;
  const { window } = overview.data;
  const windowText =
    window.status === 'NOT_STARTED' && window.opensAt === null
      ? 'hackathonJudging.window.noDeadline'
      : `hackathonJudging.window.${window.status}`;
  return (
    <div className={classes.stack}>
      <Alert
        color={window.status === 'OPEN' ? 'green' : 'gray'}
        icon={<IconGavel size={18} aria-hidden />}
        data-testid="judging-window"
      >
        {t(windowText)}
      </Alert>
      <CriteriaCard eventId={eventId} />
      <JudgesCard eventId={eventId} />
      <ConflictsCard eventId={eventId} />
      <AssignmentCard eventId={eventId} closed={window.status === 'CLOSED'} />
      <ProgressCard eventId={eventId} />
      <ResultsCard eventId={eventId} />
    </div>
  );
}
