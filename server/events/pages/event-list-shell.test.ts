// /events and /events/my: a shell painted from the HTML, in the visitor's language, with the
// route's modules fetched alongside the app's entry (event-list-shell.ts, spa.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'moim-shell-'));
const index = `<!doctype html>
<html lang="en" data-mantine-color-scheme="light">
  <head>
    <title>Moim</title>
    <script type="module" crossorigin src="/assets/app-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/app-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const manifest = {
  'index.html': { file: 'assets/app-1.js', isEntry: true, imports: ['_react-1.js'], css: ['assets/app-1.css'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_react-1.js'], css: ['assets/shared-1.css'] },
  'routes/events.tsx': { file: 'assets/events-1.js', isDynamicEntry: true, imports: ['_shared-1.js', '_react-1.js'] },
  'routes/my-events.tsx': { file: 'assets/my-events-1.js', isDynamicEntry: true, imports: ['_shared-1.js'] },
  'routes/profile.tsx': { file: 'assets/profile-1.js', isDynamicEntry: true, imports: ['_shared-1.js'] },
};

let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), index);
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const rootOf = (html: string) => /<div id="page-shell">([\s\S]*?)<\/div>\s*(?=<link|<div id="root">)/.exec(html)?.[1] ?? '';

describe('the event lists’ first HTML', () => {
  it('paints the list’s heading in the browser’s language before the stylesheets, and fetches the route with the entry', async () => {
    const res = await page('/events', { 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.5' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toMatch(/accept-language/);
    expect(res.headers.vary).toMatch(/cookie/);
    const html = res.body;
    expect(html).toContain('<html lang="ko"');
    expect(rootOf(html)).toContain('<h1>이벤트</h1>');
    expect(rootOf(html)).toContain('지금 열리는 모임을 찾아보고 자리를 맡아 두세요.');
    expect(rootOf(html)).toContain('role="status"');
    // The stylesheets follow the shell, so they no longer hold back its paint.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('rel="stylesheet"');
    // Between the shell and the app's root: the app's own runtime styles still come after them.
    expect(html.indexOf('href="/assets/app-1.css"')).toBeGreaterThan(html.indexOf('id="page-shell"'));
    expect(html.indexOf('href="/assets/app-1.css"')).toBeLessThan(html.indexOf('<div id="root"></div>'));
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/shared-1.css">');
    // The route's graph, each file once, and nothing the page already loads.
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/events-1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-1.js">');
    expect(head.match(/react-1\.js/g)).toHaveLength(1);
    expect(head).not.toContain('my-events-1.js');
  });

  it('follows ?lng= first, then the app’s language cookie, then the browser', async () => {
    const byQuery = await page('/events?lng=en', { 'accept-language': 'ko', cookie: 'moim_lng=ko' });
    expect(rootOf(byQuery.body)).toContain('<h1>Events</h1>');
    const byCookie = await page('/events', { 'accept-language': 'en-US', cookie: 'moim_lng=ko' });
    expect(byCookie.body).toContain('<html lang="ko"');
    expect(rootOf(byCookie.body)).toContain('<h1>이벤트</h1>');
    const byBrowser = await page('/events/', { 'accept-language': 'en-US', cookie: 'moim_lng=fr' });
    expect(rootOf(byBrowser.body)).toContain('<h1>Events</h1>');
  });

  it('gives /events/my its own heading and route', async () => {
    const res = await page('/events/my?tab=hosting', { 'accept-language': 'ko' });
    expect(rootOf(res.body)).toContain('<h1>내 이벤트</h1>');
    expect(res.body).toContain('href="/assets/my-events-1.js"');
    expect(res.body).not.toContain('href="/assets/events-1.js"');
  });

  it('leaves other pages as built: an empty root, stylesheets in the head, no route preloaded', async () => {
    for (const url of ['/profile', '/events/some-event', '/']) {
      const res = await page(url, { 'accept-language': 'ko' });
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body.slice(0, res.body.indexOf('</head>')), url).toContain('rel="stylesheet"');
      expect(res.body, url).not.toContain('page-shell');
      expect(res.body, url).not.toContain('shared-1.js');
    }
  });
});
