import { Button } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { overviewQuery } from './hackathon-projects.api.ts';

/**
 * The way to the hackathon's projects, shown only to someone at the hackathon (an approved guest,
 * the host team): the overview itself answers, so the rule lives in one place.
 */
export function ProjectsEntryLink({ eventId, handle }: { eventId: string; handle: string }) {
  const { t } = useTranslation();
  const overview = useQuery(overviewQuery(eventId));
  if (!overview.data) return null;
  return (
    <Button
      component={Link}
      to={`/events/${handle}/hackathon/projects`}
      variant="light"
      radius="xl"
      fullWidth
      mt="xs"
      leftSection={<IconBulb size={18} aria-hidden />}
      data-testid="projects-link"
    >
      {t('hackathonProjects.entry')}
    </Button>
  );
}
