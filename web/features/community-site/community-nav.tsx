import { IconCalendarEvent, IconHome, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import classes from './community.module.css';

const items = [
  { to: '/', end: true, key: 'home', Icon: IconHome },
  { to: '/events', end: false, key: 'events', Icon: IconCalendarEvent },
  { to: '/members', end: false, key: 'members', Icon: IconUsers },
] as const;

/** Home, Events and Members: a sidebar on wide screens, a bottom bar on a phone (the same links, styled by width). */
export function CommunityNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('communitySite.nav.label')} className={classes.nav}>
      {items.map(({ to, end, key, Icon }) => (
        <NavLink key={key} to={to} end={end} className={classes.navLink}>
          <Icon size={20} aria-hidden />
          <span>{t(`communitySite.nav.${key}`)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
