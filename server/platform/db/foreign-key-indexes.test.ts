// Every foreign key leads an index, so that deleting the row it points to (a person closing their
// account, a project removed) finds the rows that refer to it without reading the whole table. A
// key of two columns, the event's and a project's, is led by either: the project's id alone
// finds its rows, and the event's bounds them to one event. An index only of the rows where the
// key is set serves it too; one of some other rows (pending requests only) does not.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('foreign keys', () => {
  it('each leads an index of every row that has it', async () => {
    const result = await t.db.execute(sql`
      select c.conrelid::regclass::text || '(' || string_agg(a.attname, ', ' order by k.ord) || ')' as key,
        exists (
          select 1 from pg_index i join pg_attribute f on f.attrelid = i.indrelid and f.attnum = (i.indkey::int2[])[0]
          where i.indrelid = c.conrelid and f.attnum = any(c.conkey)
            and (i.indpred is null or pg_get_expr(i.indpred, i.indrelid) = format('(%s IS NOT NULL)', f.attname))
        ) as led
      from pg_constraint c
      cross join lateral unnest(c.conkey) with ordinality as k(attnum, ord)
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
      group by c.oid, c.conrelid, c.conkey
      order by 1`);
    const keys = (result as { rows: { key: string; led: boolean }[] }).rows;
    expect(keys.length).toBeGreaterThan(50);
    expect(keys.filter((k) => !k.led).map((k) => k.key)).toEqual([]);
  });
});
