// The operator's command `communities:create <owner email> <handle> <name…>`.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../cli.ts';
import { createFakeClock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { communities, communityMembers } from '../../platform/db/schema/index.ts';
import { createUser } from '../../test/factories.ts';
import { openTestDatabase } from '../../test/test-database.ts';

let database: Database;
const clock = createFakeClock();
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

function output() {
  const lines = { out: [] as string[], err: [] as string[] };
  return { lines, sink: { out: (line: string) => lines.out.push(line), err: (line: string) => lines.err.push(line) } };
}

describe('communities:create', () => {
  it('opens a community owned by the user with that email, with a join type, and names its address', async () => {
    const owner = await createUser({ db: database.db, clock }, { email: 'operator.owner@moim.example' });
    const { lines, sink } = output();
    expect(
      await runCommand(['communities:create', 'Operator.Owner@moim.example', 'cli-club', 'CLI', 'Club'], database, clock, sink),
    ).toBe(0);
    expect(lines.out[0]).toMatch(/"CLI Club" is open at http:\/\/cli-club\.localhost:3000 with operator\.owner@moim\.example/);
    const [community] = await database.db.select().from(communities).where(eq(communities.handle, 'cli-club'));
    const [membership] = await database.db.select().from(communityMembers).where(eq(communityMembers.communityId, community.id));
    expect(membership).toMatchObject({ userId: owner.id, role: 'OWNER', status: 'APPROVED' });
  });

  it('says in words what is wrong: a taken address, an unknown email, a handle that is no subdomain', async () => {
    const taken = output();
    expect(
      await runCommand(['communities:create', 'operator.owner@moim.example', 'cli-club', 'Again'], database, clock, taken.sink),
    ).toBe(1);
    expect(taken.lines.err[0]).toContain('taken');
    const unknown = output();
    expect(await runCommand(['communities:create', 'nobody@moim.example', 'cli-two', 'Two'], database, clock, unknown.sink)).toBe(
      1,
    );
    expect(unknown.lines.err[0]).toContain('No user has the email');
    const bad = output();
    expect(
      await runCommand(['communities:create', 'operator.owner@moim.example', 'www', 'Reserved'], database, clock, bad.sink),
    ).toBe(2);
    expect(bad.lines.err[0]).toContain('cannot be a community');
  });
});
