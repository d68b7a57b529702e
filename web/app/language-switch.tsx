import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isLocale, locales } from '../../contract/locale.ts';
import { currentLocale, switchLocale } from '../i18n/index.ts';
import classes from './language-switch.module.css';

/**
 * English / 한국어, each language named in itself. A native select: the phone's own picker,
 * and no popup code in the first download.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <div className={classes.switch}>
      <IconLanguage size={18} aria-hidden />
      <span className={classes.name} aria-hidden>
        {t(`language.${locale}`)}
      </span>
      <IconChevronDown size={14} aria-hidden className={classes.chevron} />
      <select
        className={classes.select}
        aria-label={t('language.label')}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void switchLocale(event.target.value);
        }}
      >
        {locales.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(`language.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
