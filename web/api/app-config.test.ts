import { describe, expect, it } from 'vitest';
import { proRequestTarget, type AppConfig } from './app-config.ts';

const config = (proRequestUrl: AppConfig['proRequestUrl']): AppConfig => ({
  gaMeasurementId: null,
  oidcGoogleEnabled: false,
  environment: 'test',
  appOrigin: 'http://localhost:3000',
  communityDomain: 'localhost',
  communityHandle: null,
  proRequestUrl,
});

describe('where someone without PRO access is sent', () => {
  it('to the external form for their language when it is set', () => {
    const forms = config({ en: 'https://forms.example.org/en', ko: 'https://forms.example.org/ko' });
    expect(proRequestTarget(forms, 'ko')).toEqual({ href: 'https://forms.example.org/ko', external: true });
    expect(proRequestTarget(forms, 'en')).toEqual({ href: 'https://forms.example.org/en', external: true });
  });

  it('to the in-app page otherwise, never to a placeholder', () => {
    expect(proRequestTarget(config({ en: null, ko: null }), 'en')).toEqual({ href: '/pro-access', external: false });
    expect(proRequestTarget(config({ en: 'https://forms.example.org/en', ko: null }), 'ko')).toEqual({
      href: '/pro-access',
      external: false,
    });
  });
});
