import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from './index.ts';
import { PageTextContext } from './page-text.tsx';
import type { Translate } from './translate.ts';

/** i18next's `t` as the plain Translate that components shared with the public event page take. */
export function useAppTranslate(): Translate {
  // react-i18next gives a new `t` when the language changes, so this follows the switch.
  const { t } = useTranslation();
  return useMemo(() => (key, values) => t(key, values ?? {}), [t]);
}

/** The event page's words inside the app: from i18next, following the language switch. */
export function AppPageText({ children }: { children: ReactNode }) {
  const t = useAppTranslate();
  const locale = currentLocale();
  const text = useMemo(() => ({ t, locale }), [t, locale]);
  return <PageTextContext value={text}>{children}</PageTextContext>;
}
