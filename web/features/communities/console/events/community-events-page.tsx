import { Anchor, Group, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../../components/event/status-badge.tsx';
import { communityEventsQuery } from '../community-console.api.ts';
import classes from '../community-console.module.css';
import { useConsoleCommunity } from '../console-context.tsx';

const visibilityTones = { PUBLIC: 'blue', MEMBER_ONLY: 'violet', SECRET: 'gray' } as const;

/** The community's events, each with who may see it; `newEvent` starts one (the new-event flow, for this community). */
export function CommunityEventsPage({ newEvent }: { newEvent: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { community } = useConsoleCommunity();
  const events = useQuery(communityEventsQuery(community.id));
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="community-events-heading" className={classes.card}>
      <title>{t('communityConsole.events.documentTitle', { name: community.name })}</title>
      <Group justify="space-between" align="flex-start" mb="sm">
        <div className={classes.grow}>
          <h2 id="community-events-heading" className={classes.cardTitle}>
            {t('communityConsole.events.heading')}
          </h2>
          <p className={classes.meta}>{t('communityConsole.events.lead')}</p>
        </div>
        {newEvent}
      </Group>
      {!events.data ? (
        <Skeleton height={64} radius="md" />
      ) : events.data.items.length === 0 ? (
        <p className={classes.empty}>{t('communityConsole.events.empty')}</p>
      ) : (
        <ul className={classes.list} aria-label={t('communityConsole.events.listLabel')}>
          {events.data.items.map((event) => (
            <li key={event.id} className={classes.row} data-testid="community-event">
              <div className={classes.who}>
                <Anchor component={Link} to={`/events/${event.id}/management`} className={classes.name}>
                  {event.title}
                </Anchor>
                <p className={classes.meta}>{when(event.startsAt)}</p>
              </div>
              <StatusBadge tone={visibilityTones[event.visibility]} size="sm">
                {t(`communityConsole.events.visibility.${event.visibility}`)}
              </StatusBadge>
              <StatusBadge tone={event.status === 'PUBLISHED' ? 'green' : 'yellow'} size="sm">
                {t(event.status === 'PUBLISHED' ? 'communityConsole.events.live' : 'communityConsole.events.draft')}
              </StatusBadge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
