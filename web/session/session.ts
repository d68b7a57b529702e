import { useSyncExternalStore } from 'react';
import type { changeMyLocale } from '../../contract/endpoints/identity/accounts.ts';
import type { endAllSessions, endSession } from '../../contract/endpoints/identity/sign-in.ts';
import type { Locale } from '../../contract/locale.ts';
import { isLocale } from '../../contract/locale.ts';
import type { User } from '../../contract/users.ts';
import { callByType } from '../api/call.ts';
import { onSessionExpired, onSessionRefreshed, refreshSession } from '../api/client.ts';
import { queryClient } from '../api/query-client.ts';
import { queryKeys } from '../api/query-keys.ts';
import { currentLocale, i18n, onLocaleSwitch } from '../i18n/index.ts';
import { decideSessionLocale } from './session-locale.ts';
import type { LocalePick } from './session-locale.ts';
import { createSessionStore } from './session-store.ts';
import type { SessionState } from './session-store.ts';
import { createTabChannel, withRefreshLock } from './session-tabs.ts';

/** The one session of this tab, shared by every feature. */
export const session = createSessionStore({
  refresh: refreshSession,
  signOutRequest: (everywhere) =>
    everywhere
      ? callByType<typeof endAllSessions>({ method: 'DELETE', path: '/v1/auth/sessions' })
      : callByType<typeof endSession>({ method: 'DELETE', path: '/v1/auth/token' }),
  channel: createTabChannel(),
  withLock: withRefreshLock,
});

/** A light check of the session renewal's answer (zod stays out of the first download). */
function isUser(value: unknown): value is User {
  const user = value as Partial<User> | null;
  return (
    typeof user?.id === 'string' && typeof user.name === 'string' && isLocale(user.locale) && typeof user.accessLevel === 'string'
  );
}

onSessionRefreshed((user) => {
  if (isUser(user)) session.handleRefreshed(user);
});
onSessionExpired(() => session.handleExpired());

// Signed out (here or in another tab): forget everything fetched for the previous user. The
// deployment's config stays.
session.subscribe((next, previous) => {
  if (previous.status === 'signed-in' && next.status === 'anonymous') {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.app.config[0] });
  }
});

// ---- language on the account (see decideSessionLocale for the rules) ----

const queryLocale = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('lng');
let localePick: LocalePick | null = isLocale(queryLocale) ? { locale: queryLocale, via: 'query' } : null;

async function storeLocale(locale: Locale) {
  try {
    const user = await callByType<typeof changeMyLocale>({ method: 'PATCH', path: '/v1/me/locale' }, { body: { locale } });
    session.updateUser(user);
  } catch {
    // Shown in this browser all the same; the account keeps its previous language.
  }
}

onLocaleSwitch((locale) => {
  localePick = { locale, via: 'switch' };
  const { status } = session.getState();
  if (status === 'signed-in') void storeLocale(locale);
});

session.subscribe((next, previous) => {
  if (next.status !== 'signed-in' || previous.status === 'signed-in') return;
  const decision = decideSessionLocale({ account: next.user.locale, shown: currentLocale(), pick: localePick });
  if (decision.action === 'apply') void i18n.changeLanguage(decision.locale);
  if (decision.action === 'store') void storeLocale(decision.locale);
});

// ---- React ----

const subscribe = (listener: () => void) => session.subscribe(listener);
const getState = () => session.getState();

/** The session as it is now; re-renders on every change. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getState, getState);
}

/** The signed-in user, or null. */
export function useCurrentUser(): User | null {
  return useSession().user;
}
