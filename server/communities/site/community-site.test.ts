// A community's site: the same SPA at {handle}.<COMMUNITY_DOMAIN>, with the community's title and
// favicon; a host no community has is a 404 page. The config tells the SPA where it is.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { communityWithOwner } from '../../test/communities.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'moim-community-spa-'));
let t: TestApp;
beforeAll(async () => {
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><link rel="icon" type="image/svg+xml" href="/favicon.svg" /><title>Moim</title></head><body></body></html>',
  );
  t = await createTestApp({ webDistDir: dist, env: { APP_ORIGIN: 'http://localhost:3000' } });
  const { community } = await communityWithOwner(t, { handle: 'acme', name: 'Acme <Builders>' });
  await t.db
    .update(communities)
    .set({ faviconUrl: '/v1/files/community-favicon/abcdefghijklmnopqrstuvwx.webp' })
    .where(eq(communities.id, community.id));
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('a community site', () => {
  it("serves the SPA with the community's title and favicon on every path", async () => {
    for (const url of ['/', '/members', '/events/my']) {
      const res = await t.app.inject({ url, headers: { host: 'acme.localhost:3000' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Acme &lt;Builders&gt;</title>');
      expect(res.body).toContain('<link rel="icon" href="/v1/files/community-favicon/abcdefghijklmnopqrstuvwx.webp" />');
      expect(res.body).not.toContain('favicon.svg');
    }
  });

  it('answers a host no community has with a 404 page, and leaves the main host alone', async () => {
    const unknown = await t.app.inject({ url: '/members', headers: { host: 'nobody.localhost:3000' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    const main = await t.app.inject({ url: '/events', headers: { host: 'localhost:3000' } });
    expect(main.statusCode).toBe(200);
    expect(main.body).toContain('<title>Moim</title>');
  });

  it('tells the SPA the main origin, the community domain and which community it is on', async () => {
    const onAcme = (await t.app.inject({ url: '/v1/config', headers: { host: 'acme.localhost:3000' } })).json().data;
    expect(onAcme).toMatchObject({ appOrigin: 'http://localhost:3000', communityDomain: 'localhost', communityHandle: 'acme' });
    const onMain = (await t.app.inject({ url: '/v1/config', headers: { host: 'localhost:3000' } })).json().data;
    expect(onMain.communityHandle).toBeNull();
  });

  it('writes the same config into every page, so the app starts without asking for it', async () => {
    const configIn = (html: string) =>
      JSON.parse(html.match(/<script type="application\/json" id="app-config">(.*?)<\/script>/)?.[1] ?? 'null');
    for (const host of ['acme.localhost:3000', 'localhost:3000']) {
      const asked = (await t.app.inject({ url: '/v1/config', headers: { host } })).json().data;
      for (const url of ['/', '/events', '/members', '/no/such/page']) {
        const page = await t.app.inject({ url, headers: { host } });
        expect(configIn(page.body), `${host}${url}`).toEqual(asked);
      }
    }
    // A page no community answers is still a page of the app.
    const unknown = await t.app.inject({ url: '/', headers: { host: 'nobody.localhost:3000' } });
    expect(unknown.statusCode).toBe(404);
    expect(configIn(unknown.body).communityHandle).toBe('nobody');
  });

  it('takes the parent domain from COMMUNITY_DOMAIN when set', async () => {
    const other = await createTestApp({
      webDistDir: dist,
      env: { APP_ORIGIN: 'https://moim.example', COMMUNITY_DOMAIN: 'groups.example' },
      shareDatabaseWith: t,
    });
    try {
      const info = (await other.app.inject({ url: '/v1/communities/info?org=acme' })).json().data;
      expect(info.origin).toBe('https://acme.groups.example');
      expect((await other.app.inject({ url: '/', headers: { host: 'acme.groups.example' } })).body).toContain(
        '<title>Acme &lt;Builders&gt;</title>',
      );
      expect(
        (await other.app.inject({ url: '/v1/config', headers: { host: 'acme.moim.example' } })).json().data.communityHandle,
      ).toBeNull();
    } finally {
      await other.app.close();
    }
  });
});
