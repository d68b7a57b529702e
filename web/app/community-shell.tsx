import { Button, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../api/app-config.ts';
import { CommunityBrand } from '../features/communities/site/community-brand.tsx';
import { CommunityIdentity } from '../features/communities/site/community-identity.tsx';
import { CommunityNav } from '../features/communities/site/community-nav.tsx';
import { useAppTranslate } from '../i18n/app-page-text.tsx';
import { currentLocale, switchLocale } from '../i18n/index.ts';
import { useSession } from '../session/session.ts';
import { AccountMenu } from './account-menu.tsx';
import classes from './community-shell.module.css';
import { LanguageSwitch } from './language-switch.tsx';
import headerClasses from './site-header.module.css';
import shellClasses from './site-shell.module.css';

/**
 * A community site's frame: the community's name and icon, the language switch and the account;
 * Home, Events and Members beside the page (below it on a phone).
 */
export function CommunityShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const translate = useAppTranslate();
  const { status, user } = useSession();
  const { appOrigin } = useAppConfig();
  return (
    <>
      <CommunityIdentity />
      <a className={shellClasses.skipLink} href="#main">
        {t('app.skipToContent')}
      </a>
      <header className={headerClasses.header}>
        <Container size="lg" className={headerClasses.inner}>
          <CommunityBrand />
          <div className={classes.spacer} />
          <div className={headerClasses.actions}>
            <LanguageSwitch locale={currentLocale()} t={translate} onSwitch={(locale) => void switchLocale(locale)} />
            {user && <AccountMenu user={user} mainOrigin={appOrigin} />}
            {status === 'anonymous' && (
              <Button component={Link} to="/sign-in" radius="xl" className={headerClasses.signIn}>
                {t('nav.signIn')}
              </Button>
            )}
          </div>
        </Container>
      </header>
      <Container size="lg" className={classes.frame}>
        {user && <CommunityNav />}
        <main id="main" className={`${shellClasses.main} ${classes.main}`} tabIndex={-1}>
          {children}
        </main>
      </Container>
    </>
  );
}
