import { externalBrowserUrl } from './in-app-browser.ts';

const attemptKey = 'moim.inAppBrowserRedirect';

function alreadyTried(): boolean {
  try {
    if (sessionStorage.getItem(attemptKey)) return true;
    sessionStorage.setItem(attemptKey, '1');
    return false;
  } catch {
    // No storage means no way to remember the attempt: do not risk a redirect loop.
    return true;
  }
}

/**
 * Before the app renders: inside KakaoTalk, tries once per browser session to reopen the page
 * in the external browser and returns the URL used, so a fallback button can retry it.
 * Returns null when the app should simply render.
 */
export function leaveInAppBrowser(): string | null {
  const target = externalBrowserUrl(navigator.userAgent, window.location.href);
  if (!target || alreadyTried()) return null;
  window.location.href = target;
  return target;
}
