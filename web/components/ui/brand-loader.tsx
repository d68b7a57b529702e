import { useTranslation } from 'react-i18next';
import { LogoMark } from './logo.tsx';
import classes from './brand-loader.module.css';

/** The full-screen loader shown while the app boots: rotating mark, rings, dots, title, caption. */
export function BrandLoader() {
  const { t } = useTranslation();
  return (
    <div className={classes.screen} role="status" aria-live="polite">
      <div className={classes.emblem} aria-hidden>
        <span className={classes.ring} />
        <span className={`${classes.ring} ${classes.ringLate}`} />
        <LogoMark size={56} className={classes.mark} />
      </div>
      <p className={classes.title}>{t('app.name')}</p>
      <div className={classes.dots} aria-hidden>
        <span />
        <span />
        <span />
      </div>
      <p className={classes.caption}>{t('loader.connecting')}</p>
    </div>
  );
}
