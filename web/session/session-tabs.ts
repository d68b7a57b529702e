import type { SessionChannel, SessionMessage } from './session-store.ts';

const CHANNEL = 'moim-session';
const REFRESH_LOCK = 'moim-session-refresh';

/** Session news between the tabs of this origin, or nothing where BroadcastChannel is missing. */
export function createTabChannel(): SessionChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel(CHANNEL);
  return {
    post: (message: SessionMessage) => channel.postMessage(message),
    subscribe(listener) {
      const onMessage = (event: MessageEvent<SessionMessage>) => listener(event.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}

/**
 * One tab at a time refreshes on load (Web Locks), so tabs restored together do not all present
 * the same refresh token; without the API the server's grace window still covers them.
 */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !navigator.locks) return task();
  return navigator.locks.request(REFRESH_LOCK, task);
}
