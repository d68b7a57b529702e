// A failed statement's parameters (phones, dates of birth, emails, code hashes) never reach the
// logs: not Drizzle's `params`, not its message, not the driver's detail or its quoted values.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createUser } from '../../test/factories.ts';

const PHONE = '+821098765432';
const EMAIL = 'planted.person@moim.example';
const BIRTH = '1987-03-14';

let t: TestApp;
let log = '';
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      log += chunk.toString();
      callback();
    },
  });
  t = await createTestApp({
    logStream,
    beforeReady(app) {
      // Statements that fail with the planted values as parameters, as a bug in a use case would.
      app.post('/v1/test/fail/cast', async () => t.db.execute(sql`select ${PHONE}::int, ${EMAIL}::uuid, ${BIRTH}::int`));
      app.post('/v1/test/fail/duplicate', async () => {
        const [row] = await t.db.select({ id: users.id }).from(users).limit(1);
        return t.db
          .insert(users)
          .values({ email: EMAIL, name: PHONE, locale: 'en', handle: `x${row.id.slice(0, 8)}` } as typeof users.$inferInsert);
      });
    },
  });
  await createUser(t, { email: EMAIL });
});
afterAll(() => t.close());

describe('a failed statement in the logs', () => {
  it('is logged with its SQL and error code, and none of its values', async () => {
    for (const url of ['/v1/test/fail/cast', '/v1/test/fail/duplicate']) {
      const res = await t.app.inject({ method: 'POST', url });
      expect(res.json()).toMatchObject({ statusCode: 500, errorCode: 'G00001' });
    }
    for (const value of [PHONE, EMAIL, BIRTH, PHONE.slice(1), EMAIL.split('@')[0]]) expect(log).not.toContain(value);
    const lines = log
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string; err?: { query?: string; code?: string } });
    const failures = lines.filter((line) => line.msg === 'request failed');
    expect(failures).toHaveLength(2);
    expect(failures.every((line) => line.err?.query && line.err.code)).toBe(true);
  });
});
