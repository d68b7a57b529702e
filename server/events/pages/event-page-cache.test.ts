import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createEventPageCache } from './event-page-cache.ts';
import { createEventAs, proUser, publish, type Actor } from '../../test/events.ts';

describe('the page cache on its own', () => {
  it('keeps a page for its ttl, forgets it by event id, and stays bounded', () => {
    let now = 0;
    const cache = createEventPageCache(1000, () => now);
    const page = { id: 'e1', title: 'A' } as Parameters<typeof cache.set>[1];
    cache.set('Hello', page);
    expect(cache.get('hello')).toBe(page);
    now = 999;
    expect(cache.get('HELLO')).toBe(page);
    now = 1000;
    expect(cache.get('hello')).toBeUndefined();
    cache.set('hello', page);
    cache.forget('e1');
    expect(cache.get('hello')).toBeUndefined();
    for (let i = 0; i < 600; i += 1) cache.set(`h${i}`, { ...page, id: `e${i}` });
    expect(cache.get('h0')).toBeUndefined();
    expect(cache.get('h599')).toBeDefined();
    const off = createEventPageCache(0, () => now);
    off.set('x', page);
    expect(off.get('x')).toBeUndefined();
  });
});

describe('the event page with the cache switched on', () => {
  let t: TestApp;
  let host: Actor;
  beforeAll(async () => {
    // Long enough that nothing expires during the test: the expiry is the unit test's above.
    t = await createTestApp({ env: { EVENT_PAGE_CACHE_MS: '60000' } });
    host = await proUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const title = async (handle: string, cookie?: string) =>
    (await t.app.inject({ url: `/v1/events/info?handle=${handle}`, headers: cookie ? { cookie } : {} })).json().data?.title;

  it('serves anonymous readers from it, signed-in readers fresh, and drops it on every write through the API', async () => {
    const event = await createEventAs(t, host, { title: 'Before' });
    await publish(t, host, event.id);
    expect(await title(event.handle)).toBe('Before');
    // A change that bypasses the use cases is seen by signed-in readers at once, by anonymous ones within the ttl.
    await t.db.update(events).set({ title: 'Behind its back' }).where(eq(events.id, event.id));
    expect(await title(event.handle)).toBe('Before');
    expect(await title(event.handle, host.cookie)).toBe('Behind its back');
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/event-managements/${event.id}`,
      headers: { cookie: host.cookie },
      payload: { title: 'After' },
    });
    expect(await title(event.handle)).toBe('After');
    await t.app.inject({ method: 'POST', url: `/v1/event-managements/${event.id}/unpublish`, headers: { cookie: host.cookie } });
    expect((await t.app.inject({ url: `/v1/events/info?handle=${event.handle}` })).json().errorCode).toBe('G04002');
  });

  it('follows a handle change at once', async () => {
    const event = await createEventAs(t, host);
    await publish(t, host, event.id);
    expect(await title(event.handle)).toBe('Seoul AI Meetup');
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/event-managements/${event.id}/url`,
      headers: { cookie: host.cookie },
      payload: { handle: 'moved-handle' },
    });
    expect((await t.app.inject({ url: `/v1/events/info?handle=${event.handle}` })).json().errorCode).toBe('G04002');
  });
});
