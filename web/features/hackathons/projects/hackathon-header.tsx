import { Anchor, Button, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HackathonOverview } from '../../../../contract/hackathons.ts';
import { formatShortDate, formatTimeWithZone, viewerTimeZone } from '../../../components/event/event-time-format.ts';
import { currentLocale } from '../../../i18n/index.ts';
import classes from './projects.module.css';

type Props = {
  overview: HackathonOverview;
  title?: string;
  back?: { to: string; label: string };
  actions?: ReactNode;
  /** the way to the event's lounge, when it is open */
  withLounge?: boolean;
};

/** The hackathon pages' header: the event it belongs to, the deadline, and the way to the lounge. */
export function HackathonHeader({ overview, title, back, actions, withLounge = false }: Props) {
  const { t } = useTranslation();
  const zone = viewerTimeZone();
  const iso = overview.submissionDeadline;
  const deadline = iso
    ? `${formatShortDate(iso, currentLocale(), zone)}, ${formatTimeWithZone(iso, currentLocale(), zone)}`
    : null;
  return (
    <header className={classes.header}>
      <Anchor component={Link} to={back?.to ?? `/events/${overview.handle}`} size="sm" className={classes.back}>
        <IconArrowLeft size={14} aria-hidden />
        {back?.label ?? t('hackathonProjects.header.toEvent')}
      </Anchor>
      <div className={classes.headerRow}>
        <div>
          <Text size="sm" fw={600} c="moim.8">
            {t('hackathonProjects.header.kicker', { title: overview.title })}
          </Text>
          <Title order={1} className={classes.title}>
            {title ?? overview.title}
          </Title>
          {deadline && (
            <Text size="sm" c="gray.7" data-testid="submission-deadline">
              {t(overview.submissionClosed ? 'hackathonProjects.header.deadlinePassed' : 'hackathonProjects.header.deadline', {
                date: deadline,
              })}
            </Text>
          )}
        </div>
        <Group gap="sm">
          {actions}
          {withLounge && (
            <Button
              component={Link}
              to={`/events/${overview.handle}/participants`}
              variant="default"
              radius="xl"
              leftSection={<IconUsers size={16} aria-hidden />}
            >
              {t('hackathonProjects.header.lounge')}
            </Button>
          )}
        </Group>
      </div>
    </header>
  );
}
