import { Anchor, Button, Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RelativeTime } from '../../../components/ui/relative-time.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { announcementsQuery } from './team-finding.api.ts';
import classes from './team-finding.module.css';

/** The lounge's team-finding news at a hackathon (FC01001–FC02004), in the page's language, with the way to the projects. */
export function TeamFindingNews({ eventId, handle }: { eventId: string; handle: string }) {
  const { t } = useTranslation();
  const news = useInfiniteQuery(announcementsQuery(eventId));
  const items = news.data?.pages.flatMap((page) => page.items) ?? [];
  const locale = currentLocale();
  return (
    <section className={classes.news} aria-labelledby="team-finding-title" data-testid="team-finding">
      <div className={classes.head}>
        <h2 id="team-finding-title" className={classes.title}>
          <IconSpeakerphone size={18} aria-hidden />
          {t('hackathonTeamFinding.title')}
        </h2>
        <Anchor component={Link} to={`/events/${handle}/hackathon/projects`} size="sm" fw={600}>
          {t('hackathonTeamFinding.toProjects')}
        </Anchor>
      </div>
      {items.length === 0 ? (
        <Text size="sm" c="gray.7">
          {news.isPending ? t('hackathonTeamFinding.loading') : t('hackathonTeamFinding.empty')}
        </Text>
      ) : (
        <ul className={classes.list}>
          {items.map((item) => (
            <li key={item.id} data-testid="announcement" data-code={item.code}>
              <span>{item.text[locale]}</span>
              <RelativeTime iso={item.createdAt} className={classes.time} />
            </li>
          ))}
        </ul>
      )}
      {news.hasNextPage && (
        <Button
          variant="subtle"
          size="xs"
          className={classes.more}
          loading={news.isFetchingNextPage}
          onClick={() => void news.fetchNextPage()}
        >
          {t('hackathonTeamFinding.more')}
        </Button>
      )}
    </section>
  );
}
