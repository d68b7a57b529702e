// The unique handle and the one membership per person hold under concurrent requests. Only the
// PostgreSQL server can show a race (PGlite has one connection), so these run there only.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { onServerDatabase } from '../../test/test-database.ts';
import { createEventAs, eventInput, proUser, type Actor } from '../../test/events.ts';

const PARALLEL = 20;

describe.runIf(onServerDatabase())('under concurrency (PostgreSQL server)', () => {
  let a: TestApp;
  let b: TestApp;
  let host: Actor;
  beforeAll(async () => {
    a = await createTestApp();
    // A second app instance on the same database, as two servers behind a load balancer.
    b = await createTestApp({ sharedDatabaseUrl: a.databaseUrl });
    host = await proUser(a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const appFor = (i: number) => (i % 2 === 0 ? a : b).app;
  const tally = (codes: string[]) =>
    codes.reduce<Record<string, number>>((acc, code) => ({ ...acc, [code]: (acc[code] ?? 0) + 1 }), {});

  async function createSameHandle(handle: string) {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        appFor(i).inject({
          method: 'POST',
          url: '/v1/events',
          headers: { cookie: host.cookie },
          payload: eventInput({ handle: i % 3 ? handle : handle.toUpperCase() }),
        }),
      ),
    );
    return tally(answers.map((res) => (res.statusCode === 201 ? 'created' : res.json().errorCode)));
  }

  async function renameToSameHandle(handle: string) {
    const owned = await Promise.all(Array.from({ length: PARALLEL }, () => createEventAs(a, host)));
    const answers = await Promise.all(
      owned.map((event, i) =>
        appFor(i).inject({
          method: 'PATCH',
          url: `/v1/event-managements/${event.id}/url`,
          headers: { cookie: host.cookie },
          payload: { handle },
        }),
      ),
    );
    return tally(answers.map((res) => (res.statusCode === 200 ? 'renamed' : res.json().errorCode)));
  }

  it(`${PARALLEL} parallel creates with one handle (any capitals): exactly one wins, the rest get 409 G09006`, async () => {
    expect(await createSameHandle('race-create')).toEqual({ created: 1, G09006: PARALLEL - 1 });
  });

  it(`${PARALLEL} parallel renames to one handle: exactly one wins, the rest get 409 G09006`, async () => {
    expect(await renameToSameHandle('race-rename')).toEqual({ renamed: 1, G09006: PARALLEL - 1 });
  });

  it(`${PARALLEL} parallel additions of one person to a host team: exactly one, the rest 409 G20031`, async () => {
    const event = await createEventAs(a, host);
    const person = await createUser(a);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        appFor(i).inject({
          method: 'POST',
          url: `/v1/event-managements/${event.id}/hosts`,
          headers: { cookie: host.cookie },
          payload: { email: person.email, role: 'STAFF' },
        }),
      ),
    );
    expect(tally(answers.map((res) => (res.statusCode === 201 ? 'added' : res.json().errorCode)))).toEqual({
      added: 1,
      G20031: PARALLEL - 1,
    });
  });

  it('negative control: without the unique index the same races let several through', async () => {
    await a.db.execute(sql`drop index events_handle_lower_unique`);
    const created = await createSameHandle('race-control');
    const renamed = await renameToSameHandle('race-control-rename');
    expect(created.created).toBeGreaterThan(1);
    expect(renamed.renamed).toBeGreaterThan(1);
  });
});
