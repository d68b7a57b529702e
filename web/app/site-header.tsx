import { Button, Container } from '@mantine/core';
import { IconArrowUpRight, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { proRequestTarget, useAppConfig } from '../api/app-config.ts';
import { Logo } from '../components/ui/logo.tsx';
import { useAppTranslate } from '../i18n/app-page-text.tsx';
import { currentLocale, switchLocale } from '../i18n/index.ts';
import { useSession } from '../session/session.ts';
import { AccountMenu } from './account-menu.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import classes from './site-header.module.css';

export type SiteHeaderProps = {
  /**
   * The "New event" control for PRO users: the event-type modal trigger from web/features/events/event-lists,
   * passed in by web/app (site-shell.tsx). Everyone else gets a link to the PRO request form.
   */
  newEventEntry?: ReactNode;
};

/**
 * Not PRO: "New event" goes to the external PRO request form for the interface language, or to the
 * in-app page that explains PRO access. Its label hides at 640px, so it is named for screen readers.
 */
function ProRequestLink() {
  const { t } = useTranslation();
  const target = proRequestTarget(useAppConfig(), currentLocale());
  const shared = {
    radius: 'xl',
    variant: 'light',
    className: classes.compact,
    'aria-label': target.external ? `${t('nav.newEvent')} ${t('proRequest.opensInNewTab')}` : t('nav.newEvent'),
  } as const;
  const label = <span className={classes.collapsibleLabel}>{t('nav.newEvent')}</span>;
  if (!target.external) {
    return (
      <Button component={Link} to={target.href} leftSection={<IconPlus size={16} aria-hidden />} {...shared}>
        {label}
      </Button>
    );
  }
  return (
    <Button
      component="a"
      href={target.href}
      target="_blank"
      rel="noopener noreferrer"
      rightSection={<IconArrowUpRight size={16} aria-hidden />}
      {...shared}
    >
      {label}
    </Button>
  );
}

/**
 * Signed out: events, the language switch and Sign in. Signed in: my events, new event, the
 * language switch and the avatar menu. At 640px and below it stays on one row: "My events" moves
 * into the avatar menu, labels shrink, nothing wraps.
 */
export function SiteHeader({ newEventEntry }: SiteHeaderProps) {
  const { t } = useTranslation();
  const translate = useAppTranslate();
  const { status, user } = useSession();
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Link to="/" className={classes.home}>
          <Logo />
        </Link>
        <nav aria-label={t('nav.label')} className={classes.nav}>
          <NavLink to="/events" end className={classes.navLink}>
            {t('nav.events')}
          </NavLink>
          {user && (
            <NavLink to="/events/my" className={`${classes.navLink} ${classes.hideOnMobile}`}>
              {t('nav.myEvents')}
            </NavLink>
          )}
        </nav>
        <div className={classes.actions}>
          {user &&
            user.accessLevel === 'PRO' &&
            (newEventEntry ?? (
              <Button component={Link} to="/events/new" radius="xl" variant="light" className={classes.compact}>
                {t('nav.newEvent')}
              </Button>
            ))}
          {user && user.accessLevel !== 'PRO' && <ProRequestLink />}
          <LanguageSwitch locale={currentLocale()} t={translate} onSwitch={(locale) => void switchLocale(locale)} />
          {user && <AccountMenu user={user} />}
          {status === 'anonymous' && (
            <Button component={Link} to="/sign-in" radius="xl" className={classes.signIn}>
              {t('nav.signIn')}
            </Button>
          )}
        </div>
      </Container>
    </header>
  );
}
