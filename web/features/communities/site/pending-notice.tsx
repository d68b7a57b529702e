import { Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { communityLimits } from '../../../../contract/communities.ts';
import classes from './community.module.css';
import { LeaveCommunity } from './leave-community.tsx';
import { useCommunity } from './use-community.ts';

/** The waiting page: the application is with the community's managers, usually answered within 24 hours; it can be withdrawn. */
export function PendingNotice() {
  const { t } = useTranslation();
  const community = useCommunity();
  return (
    <section className={classes.notice} data-testid="application-pending">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconHourglass size={30} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {t('communitySite.pending.heading')}
      </Title>
      <Text>{t('communitySite.pending.body', { name: community.name, hours: communityLimits.approvalEstimateHours })}</Text>
      <Text c="dimmed" size="sm">
        {t('communitySite.pending.email')}
      </Text>
      <LeaveCommunity action="withdraw" />
    </section>
  );
}
