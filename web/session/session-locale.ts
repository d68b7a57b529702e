import type { Locale } from '../../contract/locale.ts';

/** A language the person chose in this browser during this visit, and how. */
export type LocalePick = { locale: Locale; via: 'query' | 'switch' };

export type LocaleDecision =
  /** show the account's stored locale (and cache it in this browser) */
  | { action: 'apply'; locale: Locale }
  /** keep what is shown and store it on the account (PATCH /v1/me/locale) */
  | { action: 'store'; locale: Locale }
  | { action: 'none' };

/**
 * Which language wins when a session starts — on load, at sign-in or sign-up, or when another tab
 * signs in. The account's locale is stored on the server and wins on the next visit:
 *
 * 1. The person used the header switch earlier in this visit, while signed out: that is their
 *    latest explicit choice. It stays, and it is stored on the account.
 * 2. The page was opened with `?lng=…` (a link that names its language): that language stays for
 *    this visit, and the account is left alone. i18next caches it in local storage, but on the
 *    next visit without `?lng` rule 3 applies again.
 * 3. Otherwise the account's locale wins over whatever the browser detected (cookie, local
 *    storage, the browser's language) and is applied — and cached, like any language change.
 *
 * While signed in, every use of the switch is stored on the account at once (session.ts), so the
 * account always holds the last language the person picked.
 */
export function decideSessionLocale(input: { account: Locale; shown: Locale; pick: LocalePick | null }): LocaleDecision {
  const { account, shown, pick } = input;
  if (pick?.via === 'switch') return pick.locale === account ? { action: 'none' } : { action: 'store', locale: pick.locale };
  if (pick?.via === 'query') return { action: 'none' };
  return account === shown ? { action: 'none' } : { action: 'apply', locale: account };
}
