import { afterEach, describe, expect, it, vi } from 'vitest';

const likeClick = { category: 'Recommendation', label: 'member card', initiator_id: 'u1', target_id: 'u2' } as const;

function fakeBrowser() {
  const appended: { src: string }[] = [];
  const page = { gtag: undefined as undefined | ((...args: unknown[]) => void), dataLayer: undefined as unknown[] | undefined };
  vi.stubGlobal('window', page);
  vi.stubGlobal('document', {
    createElement: () => ({ async: false, src: '' }),
    head: { append: (node: { src: string }) => appended.push(node) },
  });
  return { page, appended };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('analytics', () => {
  it('does nothing without a measurement id', async () => {
    const { page, appended } = fakeBrowser();
    const { initAnalytics, trackEvent } = await import('./analytics.ts');
    initAnalytics(null);
    trackEvent('like_click', likeClick);
    expect(appended).toEqual([]);
    expect(page.gtag).toBeUndefined();
    expect(page.dataLayer).toBeUndefined();
  });

  it('loads gtag.js once and sends events when an id is set', async () => {
    const { page, appended } = fakeBrowser();
    const { initAnalytics, trackEvent } = await import('./analytics.ts');
    initAnalytics('G-TEST123');
    initAnalytics('G-TEST123');
    trackEvent('contact_click', { ...likeClick, category: 'Networking', networking_type: 'EMAIL' });
    expect(appended.map((node) => node.src)).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123']);
    const events = (page.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(events.at(-1)).toEqual(['event', 'contact_click', expect.objectContaining({ networking_type: 'EMAIL' })]);
  });
});
