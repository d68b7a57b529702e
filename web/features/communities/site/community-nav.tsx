import { IconCalendarEvent, IconHome, IconSettings, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { membershipQuery } from './community-site.api.ts';
import classes from './community.module.css';
import { useCommunity } from './use-community.ts';

const items = [
  { to: '/', end: true, key: 'home', Icon: IconHome },
  { to: '/events', end: false, key: 'events', Icon: IconCalendarEvent },
  { to: '/members', end: false, key: 'members', Icon: IconUsers },
] as const;

/**
 * Home, Events and Members (and the console for the owner and managers): a sidebar on wide screens,
 * a bottom bar on a phone (the same links, styled by width).
 */
export function CommunityNav() {
  const { t } = useTranslation();
  const community = useCommunity();
  const membership = useQuery(membershipQuery(community.id));
  const runs = membership.data?.role === 'OWNER' || membership.data?.role === 'MANAGER';
  return (
    <nav aria-label={t('communitySite.nav.label')} className={classes.nav}>
      {items.map(({ to, end, key, Icon }) => (
        <NavLink key={key} to={to} end={end} className={classes.navLink}>
          <Icon size={20} aria-hidden />
          <span>{t(`communitySite.nav.${key}`)}</span>
        </NavLink>
      ))}
      {runs && (
        <NavLink to="/console" className={classes.navLink}>
          <IconSettings size={20} aria-hidden />
          <span>{t('communitySite.nav.console')}</span>
        </NavLink>
      )}
    </nav>
  );
}
