import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { jsonForScript } from '../../platform/http/spa.ts';
import { createEventAs, proUser, publish, type Actor } from '../../test/events.ts';

// Two stand-ins for the web build: the app and the public event page's own entry.
const webDir = mkdtempSync(path.join(tmpdir(), 'moim-public-page-'));
const page = (marker: string) =>
  `<!doctype html><html lang="en"><head><title>Moim</title></head><body><div id="root"></div><!--${marker}--></body></html>`;
writeFileSync(path.join(webDir, 'index.html'), page('app'));
writeFileSync(path.join(webDir, 'public-event.html'), page('public-event'));

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

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

function pageData(body: string): { event: { id: string; title: string; location: { mode: string; url?: string | null } } } {
  const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(body)?.[1];
  if (!json) throw new Error('no page data in the document');
  return JSON.parse(json);
}

describe('the HTML of /events/{handle}', () => {
  it('is the public page, with the page as an anonymous visitor sees it, for a visitor without a session', async () => {
    const event = await createEventAs(t, host, { title: 'Seoul </script><script>alert(1)</script> Night' });
    await publish(t, host, event.id);
    const res = await get(`/events/${event.handle}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<!--public-event-->');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.body).toContain('property="og:title"');
    // The title cannot end the script element it is written into: the page's data and the app's config are the only two.
    expect(res.body.match(/<\/script>/g)).toHaveLength(2);
    const data = pageData(res.body);
    expect(data.event.id).toBe(event.id);
    expect(data.event.title).toBe('Seoul </script><script>alert(1)</script> Night');
  });

  it('never writes in the online address, which only approved guests may see', async () => {
    const event = await createEventAs(t, host, { location: { mode: 'ONLINE', url: 'https://meet.example.com/secret-room' } });
    await publish(t, host, event.id);
    const res = await get(`/events/${event.handle}`);
    expect(pageData(res.body).event.location).toMatchObject({ mode: 'ONLINE', url: null });
    expect(res.body).not.toContain('secret-room');
  });

  it('is the app for a browser with a session, even once its access cookie has expired', async () => {
    const event = await createEventAs(t, host);
    await publish(t, host, event.id);
    for (const cookie of [host.cookie, 'moim_session=1']) {
      const res = await get(`/events/${event.handle}`, cookie);
      expect(res.body).toContain('<!--app-->');
      expect(res.body).not.toContain('id="page-data"');
      expect(res.headers.vary).toMatch(/cookie/i);
    }
  });

  it('is the app for drafts and unknown handles, which show "unavailable" there', async () => {
    const draft = await createEventAs(t, host);
    for (const url of [`/events/${draft.handle}`, '/events/no-such-event', '/events/my', '/events']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<!--app-->');
      expect(res.body).not.toContain('id="page-data"');
    }
  });
});

describe('jsonForScript', () => {
  it('escapes what could end a script element or a line', () => {
    const written = jsonForScript({ text: '</script><!-- & \u2028 \u2029' });
    expect(written).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(written)).toEqual({ text: '</script><!-- & \u2028 \u2029' });
  });
});
