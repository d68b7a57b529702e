import { Button, Text } from '@mantine/core';
import { IconIdBadge2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { myProfileQuery } from './community-site.api.ts';
import classes from './community.module.css';
import { useCommunity } from './use-community.ts';

/**
 * For a member without a card, wherever a card is needed (home, the directory, Recommended): why,
 * and the one step to make it, which comes back here after.
 */
export function CardNeeded() {
  const { t } = useTranslation();
  const community = useCommunity();
  const { pathname, search } = useLocation();
  const profile = useQuery(myProfileQuery(community.id));
  if (!profile.data || profile.data.card) return null;
  return (
    <section className={classes.cardNeeded} aria-labelledby="card-needed-heading" data-testid="card-needed">
      <div>
        <Text fw={700} id="card-needed-heading">
          {t('communitySite.cardNeeded.title')}
        </Text>
        <Text size="sm">{t('communitySite.cardNeeded.body')}</Text>
      </div>
      <Button
        component={Link}
        to={`/profile?next=${encodeURIComponent(`${pathname}${search}`)}`}
        radius="xl"
        leftSection={<IconIdBadge2 size={18} aria-hidden />}
      >
        {t('communitySite.cardNeeded.action')}
      </Button>
    </section>
  );
}
