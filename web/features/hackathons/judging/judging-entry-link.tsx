import { Button } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { judgeQueueQuery } from './hackathon-judging.api.ts';

/** The way to judging, shown only to a judge: the queue answers only them, so the rule lives on the server. */
export function JudgingEntryLink({ eventId, handle }: { eventId: string; handle: string }) {
  const { t } = useTranslation();
  const queue = useQuery(judgeQueueQuery(eventId));
  if (!queue.data) return null;
  return (
    <Button
      component={Link}
      to={`/events/${handle}/hackathon/judging`}
      variant="light"
      radius="xl"
      leftSection={<IconGavel size={16} aria-hidden />}
      data-testid="judging-link"
    >
      {t('hackathonJudging.judge.entry')}
    </Button>
  );
}
