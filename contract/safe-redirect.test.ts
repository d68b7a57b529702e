import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect.ts';

const ORIGIN = 'https://moim.example';

describe('safeRedirectTarget', () => {
  it.each([
    ['/events', '/events'],
    ['/events/abc?tab=guests#top', '/events/abc?tab=guests#top'],
    ['/events?search=hello%20world', '/events?search=hello%20world'],
    ['https://moim.example/profile', '/profile'],
    ['HTTPS://MOIM.EXAMPLE/profile', '/profile'],
    ['/a/../events', '/events'],
  ])('keeps our own path %s', (input, output) => {
    expect(safeRedirectTarget(input, ORIGIN)).toBe(output);
  });

  it.each([
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    ' /events',
    '/events\n',
    'https://evil.com',
    'http://moim.example/events',
    'https://moim.example.evil.com/',
    'https://moim.example@evil.com/',
    'https:evil.com',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.com',
    'events',
    '%2F%2Fevil.com',
    '/%2F%2Fevil.com',
    '/%2f/evil.com',
    '/%5Cevil.com',
    '/%255C%255Cevil.com',
    '/%252F%252Fevil.com',
    '/%09/evil.com',
    '/.//evil.com',
    '/..//evil.com',
    '/%E0%A4%A',
    '',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (input) => {
    expect(safeRedirectTarget(input, ORIGIN)).toBe('/events');
  });

  it('refuses anything that is not a string', () => {
    for (const value of [undefined, null, 42, ['/events'], { url: '/events' }])
      expect(safeRedirectTarget(value, ORIGIN)).toBe('/events');
  });

  it('never returns something that leaves the origin, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.webPath(),
          fc.string().map((s) => `/${s}`),
        ),
        (input) => {
          const target = safeRedirectTarget(input, ORIGIN);
          expect(target.startsWith('/')).toBe(true);
          expect(target.startsWith('//')).toBe(false);
          expect(new URL(target, ORIGIN).origin).toBe(ORIGIN);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('safeRedirectTarget in the browser', () => {
  it('accepts our own absolute URL whatever the port and keeps a custom fallback', () => {
    expect(safeRedirectTarget('http://127.0.0.1:4321/profile?x=1', 'http://127.0.0.1:4321')).toBe('/profile?x=1');
    expect(safeRedirectTarget('http://127.0.0.1:9999/profile', 'http://127.0.0.1:4321', '/')).toBe('/');
  });
});
