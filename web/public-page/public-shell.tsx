import type { ReactNode } from 'react';
import type { Locale } from '../../contract/locale.ts';
import { LanguageSwitch } from '../app/language-switch.tsx';
import footer from '../app/site-footer.module.css';
import header from '../app/site-header.module.css';
import shell from '../app/site-shell.module.css';
import { Logo } from '../components/ui/logo.tsx';
import page from '../components/ui/page-container.module.css';
import pill from '../components/ui/pill.module.css';
import { usePageText } from '../i18n/page-text.tsx';
import classes from './public-page.module.css';

type Props = { signInPath: string; onSwitchLocale: (locale: Locale) => void; children: ReactNode };

/**
 * The site's header and footer as a signed-out visitor sees them, in plain markup and the app's
 * own styles: the public event page draws them without Mantine or the router.
 */
export function PublicShell({ signInPath, onSwitchLocale, children }: Props) {
  const { t, locale } = usePageText();
  return (
    <>
      <a className={shell.skipLink} href="#main">
        {t('app.skipToContent')}
      </a>
      <header className={header.header}>
        <div className={`${page.container} ${header.inner}`}>
          <a href="/" className={header.home}>
            <Logo />
          </a>
          <nav aria-label={t('nav.label')} className={header.nav}>
            <a href="/events" className={header.navLink}>
              {t('nav.events')}
            </a>
          </nav>
          <div className={header.actions}>
            <LanguageSwitch locale={locale} t={t} onSwitch={onSwitchLocale} />
            <a href={signInPath} className={`${pill.pill} ${pill.filled} ${header.signIn}`}>
              {t('nav.signIn')}
            </a>
          </div>
        </div>
      </header>
      <main id="main" className={shell.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={footer.footer}>
        <div className={`${page.container} ${footer.inner}`}>
          <div className={footer.brand}>
            <Logo />
            <p className={classes.tagline}>{t('footer.tagline')}</p>
          </div>
          <nav aria-label={t('footer.label')} className={footer.links}>
            <a href="/events">{t('nav.events')}</a>
            <span className={classes.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
          </nav>
        </div>
      </footer>
    </>
  );
}
