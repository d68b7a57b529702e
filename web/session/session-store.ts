import type { User } from '../../contract/users.ts';

// The client session: it starts uninitialized, refreshes the token once on load,
// then is signed in (with the user) or anonymous. Framework-free, so the state machine is tested
// without a browser; session.ts wires it to the HTTP client, the tabs and React.

export type SessionState =
  { status: 'uninitialized'; user: null } | { status: 'signed-in'; user: User } | { status: 'anonymous'; user: null };

/** What one tab tells the others (same origin) about the shared cookies. */
export type SessionMessage = { type: 'signed-in'; user: User } | { type: 'signed-out' };

export type SessionChannel = {
  post(message: SessionMessage): void;
  subscribe(listener: (message: SessionMessage) => void): () => void;
};

export type SessionStoreDeps = {
  /**
   * Rotates the session cookies (`PUT /v1/auth/token`). Resolves true on success; the user
   * arrives through `handleRefreshed`, a failure through `handleExpired` (the HTTP client's
   * onSessionRefreshed/onSessionExpired), as for refreshes the client does on a 401.
   */
  refresh(): Promise<boolean>;
  /** `DELETE /v1/auth/token`; with `everywhere`, `DELETE /v1/auth/sessions` (every device). */
  signOutRequest(everywhere?: boolean): Promise<unknown>;
  /** Cross-tab messages (BroadcastChannel); none in tests or old browsers. */
  channel?: SessionChannel;
  /** Runs `task` while no other tab runs a task under the same lock (Web Locks); inline without it. */
  withLock?: <T>(task: () => Promise<T>) => Promise<T>;
  now?: () => number;
};

/**
 * How long a session that was just opened here (a sign-in) or announced by another tab counts as
 * fresh. Inside it a tab that was about to refresh on load adopts that session instead (the
 * cookies are shared, so it is already valid), and a failed refresh does not sign the tab out:
 * that refresh carried older cookies than the ones the browser now holds (e.g. the load refresh
 * of a page that signs in through /google/callback, or a token another tab had just replaced).
 * Well inside the server's 30-second grace window for a refresh token presented twice.
 */
export const FRESH_SESSION_MS = 10_000;

export type SessionStore = ReturnType<typeof createSessionStore>;

export function createSessionStore(deps: SessionStoreDeps) {
  const now = deps.now ?? Date.now;
  const withLock = deps.withLock ?? (<T>(task: () => Promise<T>) => task());
  let state: SessionState = { status: 'uninitialized', user: null };
  const listeners = new Set<(state: SessionState, previous: SessionState) => void>();
  let started: Promise<SessionState> | null = null;
  /** when this tab signed in, or another tab announced a session */
  let freshSessionAt = Number.NEGATIVE_INFINITY;
  const readyWaiters: Array<(state: SessionState) => void> = [];

  function set(next: SessionState) {
    const previous = state;
    if (previous.status === next.status && previous.user === next.user) return;
    state = next;
    if (next.status !== 'uninitialized') for (const resolve of readyWaiters.splice(0)) resolve(next);
    for (const listener of listeners) listener(next, previous);
  }

  const signedIn = (user: User): SessionState => ({ status: 'signed-in', user });
  const anonymous: SessionState = { status: 'anonymous', user: null };
  const isFresh = () => now() - freshSessionAt < FRESH_SESSION_MS;

  deps.channel?.subscribe((message) => {
    if (message.type === 'signed-in') {
      freshSessionAt = now();
      set(signedIn(message.user));
    } else {
      freshSessionAt = Number.NEGATIVE_INFINITY;
      set(anonymous);
    }
  });

  return {
    getState: (): SessionState => state,

    subscribe(listener: (state: SessionState, previous: SessionState) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /**
     * The refresh on load; later calls return the same promise. Tabs take turns (a lock), and a
     * tab that finds a session another tab announced a moment ago adopts it without rotating the
     * refresh token again.
     */
    start(): Promise<SessionState> {
      started ??= withLock(async () => {
        if (state.status === 'signed-in' && isFresh()) return state;
        const ok = await deps.refresh();
        // The listeners normally settled the state already; this covers a refresh that said
        // nothing (e.g. a test double) so the session never stays uninitialized.
        if (state.status === 'uninitialized' && !ok) set(anonymous);
        return state;
      }).catch(() => {
        if (state.status === 'uninitialized') set(anonymous);
        return state;
      });
      return started;
    },

    /** Resolves once the session is known (signed in or anonymous). */
    ready(): Promise<SessionState> {
      if (state.status !== 'uninitialized') return Promise.resolve(state);
      return new Promise((resolve) => readyWaiters.push(resolve));
    },

    /** After a sign-in, a sign-up or a refresh: this tab and the others are signed in as `user`. */
    signIn(user: User) {
      freshSessionAt = now();
      set(signedIn(user));
      deps.channel?.post({ type: 'signed-in', user });
    },

    /** The user changed (name, avatar, locale): same session, new details, everywhere. */
    updateUser(user: User) {
      if (state.status !== 'signed-in') return;
      set(signedIn(user));
      deps.channel?.post({ type: 'signed-in', user });
    },

    /**
     * Ends the session on the server (this browser's on every host; with `everywhere`, every
     * device's) and in every tab, even when the server could not be reached.
     */
    async signOut(options: { everywhere?: boolean } = {}): Promise<void> {
      try {
        await deps.signOutRequest(options.everywhere);
      } finally {
        freshSessionAt = Number.NEGATIVE_INFINITY;
        set(anonymous);
        deps.channel?.post({ type: 'signed-out' });
      }
    },

    /** The HTTP client refreshed the session (on load or after a 401) and got the user. */
    handleRefreshed(user: User) {
      set(signedIn(user));
      deps.channel?.post({ type: 'signed-in', user });
    },

    /**
     * A refresh failed. The tab becomes anonymous — unless a session was opened here or announced
     * by another tab a moment ago: cookies are shared, so those newer cookies are ours and this
     * failure is stale. Nothing is sent to the server and nothing to the other tabs: a failed
     * refresh never signs anyone else out.
     */
    handleExpired() {
      if (state.status === 'signed-in' && isFresh()) return;
      set(anonymous);
    },
  };
}
