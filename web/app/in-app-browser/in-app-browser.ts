// KakaoTalk opens links in its own web view, where sign-in and file uploads misbehave;
// so visitors are sent on to the phone's browser (Chrome on Android).

const kakaoTalk = /KAKAOTALK/i;
const android = /Android/i;
const ios = /iPhone|iPad|iPod/i;

/**
 * The URL that reopens `href` outside KakaoTalk's in-app browser, or null when the user agent
 * is not KakaoTalk on Android or iOS.
 */
export function externalBrowserUrl(userAgent: string, href: string): string | null {
  if (!kakaoTalk.test(userAgent)) return null;
  const url = new URL(href);
  if (android.test(userAgent)) {
    // The fragment would end the intent URL early, so it is left behind.
    const scheme = url.protocol === 'http:' ? 'http' : 'https';
    return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${scheme};package=com.android.chrome;end`;
  }
  if (ios.test(userAgent)) return `kakaotalk://web/openExternal?url=${encodeURIComponent(href)}`;
  return null;
}
