import { Button, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Logo } from '../components/ui/logo.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import classes from './site-header.module.css';

/** The signed-out header. At 640px and below it stays on one row: labels shrink, nothing wraps. */
export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Link to="/" className={classes.home}>
          <Logo />
        </Link>
        <nav aria-label={t('nav.label')} className={classes.nav}>
          <NavLink to="/events" className={classes.navLink}>
            {t('nav.events')}
          </NavLink>
        </nav>
        <div className={classes.actions}>
          <LanguageSwitch />
          <Button component={Link} to="/sign-in" radius="xl" className={classes.signIn}>
            {t('nav.signIn')}
          </Button>
        </div>
      </Container>
    </header>
  );
}
