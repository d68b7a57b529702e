import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { isLocale, locales } from '../../contract/locale.ts';
import type { Locale } from '../../contract/locale.ts';
import type { Translate } from '../i18n/translate.ts';
import classes from './language-switch.module.css';

type Props = { locale: Locale; t: Translate; onSwitch: (locale: Locale) => void };

/**
 * English / 한국어, each language named in itself. A native select: the phone's own picker,
 * and no popup code in the first download. Told its language and words by the caller, so the
 * public event page can show it without i18next.
 */
export function LanguageSwitch({ locale, t, onSwitch }: Props) {
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
          if (isLocale(event.target.value)) onSwitch(event.target.value);
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
