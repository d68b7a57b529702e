import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { communityLimits } from '../../../../contract/communities.ts';
import { CommunityEventsList } from './community-events-list.tsx';
import { communityEventsQuery } from './community-site.api.ts';
import classes from './community.module.css';
import { useCommunity } from './use-community.ts';

const SHOWN_EVENTS = 3;

/**
 * What a signed-out visitor sees under the banner: how many members, Apply, the upcoming public
 * events, the member types and how joining works.
 */
export function CommunityAbout() {
  const { t } = useTranslation();
  const community = useCommunity();
  const { data: events } = useSuspenseQuery(communityEventsQuery(community.id, false));
  const upcoming = events.items.slice(0, SHOWN_EVENTS);
  return (
    <>
      <Group gap="md" align="center" wrap="wrap" data-testid="community-about">
        <Badge size="lg" variant="light" radius="sm">
          {t('communitySite.about.memberCount', { count: community.memberCount })}
        </Badge>
        <Button component={Link} to="/apply" radius="xl">
          {t('communitySite.about.apply')}
        </Button>
        <Anchor component={Link} to="/sign-in" size="sm" fw={600}>
          {t('communitySite.about.signIn')}
        </Anchor>
      </Group>
      <section className={classes.section} aria-labelledby="about-upcoming-heading">
        <h2 id="about-upcoming-heading" className={classes.sectionTitle}>
          {t('communitySite.home.upcoming')}
        </h2>
        {upcoming.length > 0 ? (
          <CommunityEventsList events={upcoming} testId="about-events" />
        ) : (
          <Text c="dimmed">{t('communitySite.about.noEvents')}</Text>
        )}
      </section>
      {community.joinTypes.length > 0 && (
        <section className={classes.section} aria-labelledby="about-types-heading">
          <h2 id="about-types-heading" className={classes.sectionTitle}>
            {t('communitySite.about.joinTypes')}
          </h2>
          <ul className={classes.aboutTypes} data-testid="about-join-types">
            {community.joinTypes.map((type) => (
              <li key={type.id}>
                <Text fw={700}>{type.name}</Text>
                {type.description && (
                  <Text size="sm" c="gray.7">
                    {type.description}
                  </Text>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={classes.section} aria-labelledby="about-how-heading">
        <h2 id="about-how-heading" className={classes.sectionTitle}>
          {t('communitySite.about.howTitle')}
        </h2>
        <Text>{t('communitySite.about.howBody', { hours: communityLimits.approvalEstimateHours })}</Text>
        <Button component={Link} to="/apply" radius="xl" mt="md">
          {t('communitySite.about.apply')}
        </Button>
      </section>
    </>
  );
}
