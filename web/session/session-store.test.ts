import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../contract/users.ts';
import { createSessionStore, FRESH_SESSION_MS } from './session-store.ts';
import type { SessionChannel, SessionMessage, SessionStore, SessionStoreDeps } from './session-store.ts';

const user = (id: string, name = 'Mina'): User => ({
  id,
  handle: id,
  email: `${id}@example.com`,
  name,
  avatarUrl: null,
  locale: 'en',
  accessLevel: 'DEFAULT',
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** Tabs of one browser: what one posts, the others hear (never itself), like BroadcastChannel. */
function createBus() {
  const members = new Set<(message: SessionMessage) => void>();
  return {
    join(): SessionChannel {
      let own: ((message: SessionMessage) => void) | null = null;
      return {
        post: (message) => {
          for (const member of members) if (member !== own) member(structuredClone(message));
        },
        subscribe(listener) {
          own = listener;
          members.add(listener);
          return () => members.delete(listener);
        },
      };
    },
  };
}

/** A lock shared by the tabs, like navigator.locks.request with one name. */
function createLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/**
 * A tab whose refresh behaves like the HTTP client's refreshSession: it answers through the
 * store's handleRefreshed / handleExpired, like the onSessionRefreshed/onSessionExpired listeners.
 */
function tab(answer: () => Promise<User | null>, extra: Partial<SessionStoreDeps> = {}) {
  const calls = { refresh: 0, signOut: 0 };
  const store: SessionStore = createSessionStore({
    async refresh() {
      calls.refresh += 1;
      const result = await answer();
      if (result) store.handleRefreshed(result);
      else store.handleExpired();
      return result !== null;
    },
    async signOutRequest() {
      calls.signOut += 1;
    },
    ...extra,
  });
  return { store, calls };
}

describe('session state machine', () => {
  it('starts uninitialized and becomes signed-in with the user the refresh returns', async () => {
    const { store } = tab(async () => user('u1'));
    expect(store.getState()).toEqual({ status: 'uninitialized', user: null });
    const ready = store.ready();
    await store.start();
    expect(store.getState()).toEqual({ status: 'signed-in', user: user('u1') });
    await expect(ready).resolves.toMatchObject({ status: 'signed-in' });
  });

  it('becomes anonymous when the refresh fails', async () => {
    const { store } = tab(async () => null);
    await store.start();
    expect(store.getState()).toEqual({ status: 'anonymous', user: null });
  });

  it('refreshes once on load however often start is called', async () => {
    const { store, calls } = tab(async () => user('u1'));
    await Promise.all([store.start(), store.start()]);
    await store.start();
    expect(calls.refresh).toBe(1);
  });

  it('never stays uninitialized, even when the refresh throws or says nothing', async () => {
    const throwing = createSessionStore({ refresh: () => Promise.reject(new Error('boom')), signOutRequest: async () => null });
    await throwing.start();
    expect(throwing.getState().status).toBe('anonymous');
    const silent = createSessionStore({ refresh: async () => false, signOutRequest: async () => null });
    await silent.start();
    expect(silent.getState().status).toBe('anonymous');
  });

  it('signs in, updates the user and signs out; sign-out clears the user even when the request fails', async () => {
    const store = createSessionStore({ refresh: async () => false, signOutRequest: () => Promise.reject(new Error('offline')) });
    await store.start();
    const seen: string[] = [];
    store.subscribe((next, previous) => seen.push(`${previous.status}→${next.status}`));
    store.signIn(user('u1'));
    store.updateUser(user('u1', 'Mina Kim'));
    expect(store.getState().user?.name).toBe('Mina Kim');
    await expect(store.signOut()).rejects.toThrow('offline');
    expect(store.getState()).toEqual({ status: 'anonymous', user: null });
    expect(seen).toEqual(['anonymous→signed-in', 'signed-in→signed-in', 'signed-in→anonymous']);
  });

  it('ignores a user update while signed out', () => {
    const store = createSessionStore({ refresh: async () => false, signOutRequest: async () => null });
    store.updateUser(user('u1'));
    expect(store.getState().status).toBe('uninitialized');
  });

  it('a sign-in while the load refresh is on its way is not undone when that refresh fails', async () => {
    let answer: (user: User | null) => void = () => {};
    const { store } = tab(() => new Promise((resolve) => (answer = resolve)));
    const started = store.start();
    await Promise.resolve();
    store.signIn(user('u1'));
    answer(null);
    await started;
    expect(store.getState()).toEqual({ status: 'signed-in', user: user('u1') });
  });

  it('follows a later refresh (after a 401) and a later expiry', async () => {
    const { store } = tab(async () => user('u1'));
    await store.start();
    store.handleRefreshed(user('u1', 'Renamed'));
    expect(store.getState().user?.name).toBe('Renamed');
    store.handleExpired();
    expect(store.getState().status).toBe('anonymous');
  });
});

describe('sessions across tabs', () => {
  it('two tabs loading at once take turns and only one refreshes; both end signed in', async () => {
    const bus = createBus();
    const lock = createLock();
    const now = () => 0;
    const a = tab(async () => user('u1'), { channel: bus.join(), withLock: lock, now });
    const b = tab(async () => user('u1'), { channel: bus.join(), withLock: lock, now });
    await Promise.all([a.store.start(), b.store.start()]);
    expect(a.store.getState().status).toBe('signed-in');
    expect(b.store.getState().status).toBe('signed-in');
    expect(a.calls.refresh + b.calls.refresh).toBe(1);
  });

  it('a failed refresh right after another tab announced a session does not sign the tab out', async () => {
    const bus = createBus();
    let time = 1_000;
    const now = () => time;
    // Tab b's refresh carried a token tab a had already replaced, so the server refused it.
    const a = tab(async () => user('u1'), { channel: bus.join(), now });
    const b = tab(async () => null, { channel: bus.join(), now });
    await a.store.start();
    expect(b.store.getState().status).toBe('signed-in');
    await b.store.start();
    expect(b.store.getState()).toEqual({ status: 'signed-in', user: user('u1') });
    expect(b.calls.refresh).toBe(0);
    // Later, with no fresh news from another tab, a failed refresh does sign this tab out.
    time += FRESH_SESSION_MS;
    b.store.handleExpired();
    expect(b.store.getState().status).toBe('anonymous');
    // …and only this tab: nothing went to the server, the other tab is still signed in.
    expect(a.calls.signOut + b.calls.signOut).toBe(0);
    expect(a.store.getState().status).toBe('signed-in');
  });

  it('two tabs whose refreshes race (no lock) both stay signed in', async () => {
    const bus = createBus();
    let rotations = 0;
    // The server's grace window: the same token presented twice gets the same successor.
    const serverRefresh = async () => {
      rotations += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return user('u1');
    };
    const a = tab(serverRefresh, { channel: bus.join() });
    const b = tab(serverRefresh, { channel: bus.join() });
    await Promise.all([a.store.start(), b.store.start()]);
    expect(rotations).toBe(2);
    expect([a.store.getState().status, b.store.getState().status]).toEqual(['signed-in', 'signed-in']);
  });

  it('signing in or out in one tab reaches the others', async () => {
    const bus = createBus();
    const a = tab(async () => null, { channel: bus.join() });
    const b = tab(async () => null, { channel: bus.join() });
    await Promise.all([a.store.start(), b.store.start()]);
    a.store.signIn(user('u2'));
    expect(b.store.getState()).toEqual({ status: 'signed-in', user: user('u2') });
    const listener = vi.fn();
    b.store.subscribe(listener);
    await a.store.signOut();
    expect(b.store.getState().status).toBe('anonymous');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(a.calls.signOut + b.calls.signOut).toBe(1);
  });

  it('a tab still loading adopts the session another tab announces', async () => {
    const bus = createBus();
    const a = tab(async () => null, { channel: bus.join() });
    const b = tab(async () => user('u3'), { channel: bus.join() });
    const ready = a.store.ready();
    await b.store.start();
    await expect(ready).resolves.toEqual({ status: 'signed-in', user: user('u3') });
  });
});
