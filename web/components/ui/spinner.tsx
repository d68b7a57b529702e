import { useTranslation } from 'react-i18next';
import classes from './spinner.module.css';

/**
 * The loading spinner. It stays invisible for the first second and then fades in over 0.2 s
 * so that fast loads never flash it.
 */
export function Spinner({ placement = 'block' }: { placement?: 'block' | 'top' }) {
  const { t } = useTranslation();
  return (
    <div className={placement === 'top' ? classes.top : classes.block} role="status">
      <span className={classes.ring} aria-hidden />
      <span className={classes.label}>{t('loader.loading')}</span>
    </div>
  );
}
