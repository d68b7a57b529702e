import { describe, expect, it } from 'vitest';
import { externalBrowserUrl } from './in-app-browser.ts';

const kakaoAndroid =
  'Mozilla/5.0 (Linux; Android 13; SM-S908N Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 KAKAOTALK 10.3.5';
const kakaoIos =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.2.0';
const chromeAndroid =
  'Mozilla/5.0 (Linux; Android 13; SM-S908N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36';
const safariIos =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';

describe('externalBrowserUrl', () => {
  it('sends KakaoTalk on Android to Chrome with an intent URL', () => {
    expect(externalBrowserUrl(kakaoAndroid, 'https://moim.example/events?lng=ko#top')).toBe(
      'intent://moim.example/events?lng=ko#Intent;scheme=https;package=com.android.chrome;end',
    );
  });

  it('keeps the port and the http scheme', () => {
    expect(externalBrowserUrl(kakaoAndroid, 'http://127.0.0.1:3000/')).toBe(
      'intent://127.0.0.1:3000/#Intent;scheme=http;package=com.android.chrome;end',
    );
  });

  it("sends KakaoTalk on iOS to the system browser through KakaoTalk's openExternal", () => {
    expect(externalBrowserUrl(kakaoIos, 'https://moim.example/events?a=1&b=2')).toBe(
      'kakaotalk://web/openExternal?url=https%3A%2F%2Fmoim.example%2Fevents%3Fa%3D1%26b%3D2',
    );
  });

  it('matches the KakaoTalk token in any case', () => {
    expect(externalBrowserUrl(kakaoIos.replace('KAKAOTALK', 'KakaoTalk'), 'https://moim.example/')).toMatch(/^kakaotalk:/);
  });

  it('leaves other browsers alone', () => {
    expect(externalBrowserUrl(chromeAndroid, 'https://moim.example/')).toBeNull();
    expect(externalBrowserUrl(safariIos, 'https://moim.example/')).toBeNull();
    expect(externalBrowserUrl('Mozilla/5.0 (Windows NT 10.0) KAKAOTALK 3.5', 'https://moim.example/')).toBeNull();
  });
});
