import { Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../components/ui/logo.tsx';
import classes from './site-footer.module.css';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <Container size="lg" className={classes.inner}>
        <div className={classes.brand}>
          <Logo />
          <Text size="sm" c="dimmed">
            {t('footer.tagline')}
          </Text>
        </div>
        <nav aria-label={t('footer.label')} className={classes.links}>
          <Link to="/events">{t('nav.events')}</Link>
          <Text component="span" size="sm" c="dimmed">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Text>
        </nav>
      </Container>
    </footer>
  );
}
