import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createCommunity, createCommunityEventAs } from '../../test/community-people.ts';
import { eventPageDocument } from './event-page-document.ts';
import { createEventAs, proUser, publish, type Actor } from '../../test/events.ts';

// The page is served without running JavaScript: a minimal index.html stands in for the web build,
// so this test means the same with or without one.
const webDir = mkdtempSync(path.join(tmpdir(), 'moim-og-'));
writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Moim</title></head><body><div id="root"></div></body></html>',
);

let t: TestApp;
let host: Actor;
beforeAll(async () => {
  t = await createTestApp({ webDistDir: webDir, env: { APP_ORIGIN: 'https://moim.example' } });
  host = await proUser(t);
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const cover = '/v1/files/cover/abcdefghijklmnopqrstuvwx.webp';
const title = `Tom & Jerry's "Night" <script>alert(1)</script>`;
const description = '<h2>About</h2><p>Talks &amp; <strong>pizza</strong> <img src=x onerror=alert(1)> with "friends".</p>';

const html = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const headOf = (body: string) => body.slice(0, body.indexOf('</head>'));

describe('Open Graph and Twitter tags in the HTML of /events/{handle}', () => {
  it('are present, absolute and escaped for a published event', async () => {
    const event = await createEventAs(t, host, { title, description, coverImageUrl: cover });
    await publish(t, host, event.id);
    const res = await html(`/events/${event.handle}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const head = headOf(res.body);
    const escapedTitle = 'Tom &amp; Jerry&#39;s &quot;Night&quot; &lt;script&gt;alert(1)&lt;/script&gt;';
    expect(head).toContain(`<meta property="og:title" content="${escapedTitle}">`);
    expect(head).toContain(`<meta name="twitter:title" content="${escapedTitle}">`);
    expect(head).toContain('<meta property="og:description" content="About Talks &amp; pizza with &quot;friends&quot;.">');
    expect(head).toContain('<meta name="twitter:description" content="About Talks &amp; pizza with &quot;friends&quot;.">');
    expect(head).toContain(`<meta property="og:image" content="https://moim.example${cover}">`);
    expect(head).toContain(`<meta name="twitter:image" content="https://moim.example${cover}">`);
    expect(head).toContain(`<meta property="og:url" content="https://moim.example/events/${event.handle}">`);
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).not.toContain('<script>');
    expect(head).not.toContain('robots');
    // Any capitals and a trailing slash reach the same event; the query string is ignored.
    expect(headOf((await html(`/events/${event.handle.toUpperCase()}/?lng=ko`)).body)).toContain('og:title');
  });

  it('are left out for drafts, MEMBER_ONLY events and unknown handles; the page itself is still served', async () => {
    const draft = await createEventAs(t, host);
    const acme = await createCommunity(t, 'Acme');
    const members = await createCommunityEventAs(t, acme, { visibility: 'MEMBER_ONLY' });
    await publish(t, acme.owner, members.id);
    for (const url of [
      `/events/${draft.handle}`,
      `/events/${members.handle}`,
      '/events/no-such-event',
      '/events/new',
      '/events',
      '/',
    ]) {
      const res = await html(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('og:title');
    }
  });

  it('are given to SECRET and unlisted events, which are shared by link, marked noindex', async () => {
    for (const overrides of [{ visibility: 'SECRET' as const }, { listed: false }]) {
      const event = await createEventAs(t, host, { ...overrides, coverImageUrl: null, description: '' });
      await publish(t, host, event.id);
      const head = headOf((await html(`/events/${event.handle}`)).body);
      expect(head).toContain('<meta property="og:title" content="Seoul AI Meetup">');
      expect(head).toContain('<meta name="robots" content="noindex">');
      expect(head).toContain('<meta name="twitter:card" content="summary">');
      expect(head).not.toContain('og:image');
      expect(head).not.toContain('og:description');
    }
  });

  it('stop as soon as the event is unpublished', async () => {
    const event = await createEventAs(t, host);
    await publish(t, host, event.id);
    await t.app.inject({ method: 'POST', url: `/v1/event-managements/${event.id}/unpublish`, headers: { cookie: host.cookie } });
    expect((await html(`/events/${event.handle}`)).body).not.toContain('og:title');
  });

  it('keep an https cover as it is and cut a long description', async () => {
    const event = await createEventAs(t, host, {
      coverImageUrl: 'https://images.example.com/c.png',
      description: `<p>${'word '.repeat(100)}</p>`,
    });
    await publish(t, host, event.id);
    const provider = eventPageDocument({ db: t.db, env: t.env, clock: t.clock });
    const request = (url: string) => ({ url, cookies: {} }) as unknown as Parameters<typeof provider>[0];
    const tags = (await provider(request(`/events/${event.handle}`)))!.headTags!;
    expect(tags).toContain('<meta property="og:image" content="https://images.example.com/c.png">');
    const content = /property="og:description" content="([^"]*)"/.exec(tags)![1];
    expect(content.length).toBeLessThanOrEqual(200);
    expect(content.endsWith('…')).toBe(true);
    expect(await provider(request('/events/a/b'))).toBeNull();
  });
});
