import { Avatar, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import classes from './community.module.css';
import { useCommunity } from './use-community.ts';

/** Sign-in and sign-up on a community site: the community's banner and name above the usual steps. */
export function CommunityAuthFrame() {
  const { t } = useTranslation();
  const community = useCommunity();
  return (
    <>
      <div
        className={classes.authBanner}
        style={community.banner ? { backgroundImage: `url(${JSON.stringify(community.banner)})` } : undefined}
        data-testid="community-auth-banner"
      >
        <Avatar src={community.favicon} alt="" size={48} radius="md" color="moim">
          {community.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <div className={classes.authBannerText}>
          <Text fw={800} size="xl" className={classes.brandName}>
            {community.name}
          </Text>
          <Text size="sm">{t('communitySite.auth.lead', { name: community.name })}</Text>
        </div>
      </div>
      <Outlet />
    </>
  );
}
