import { createContext, useContext } from 'react';
import type { Locale } from '../../contract/locale.ts';
import type { Translate } from './translate.ts';

/**
 * The event page's words and their language. The page renders in two places: inside the app,
 * where i18next supplies them (app-page-text.tsx), and as the small first download of
 * web/public-page, which has its own translator (translate.ts). So the page's components read this, never
 * react-i18next.
 */
export type PageText = { t: Translate; locale: Locale };

export const PageTextContext = createContext<PageText | null>(null);

export function usePageText(): PageText {
  const text = useContext(PageTextContext);
  if (!text) throw new Error('the event page renders inside a PageTextContext');
  return text;
}
