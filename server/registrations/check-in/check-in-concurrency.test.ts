// One check-in per ticket under concurrency, on the PostgreSQL server only (PGlite has one
// connection and can never race): 50 scans of one ticket at once through two app instances give
// exactly one check-in, one log entry and one email at a real SMTP receiver. The same harness with
// the conditional UPDATE swapped for an unconditional one must count more than once, so a green
// run means the condition is what holds.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../platform/app-deps.ts';
import { checkInEvents, outbox, registrations } from '../../platform/db/schema/index.ts';
import { loadSessionSecret } from '../../platform/secrets.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { raceUntilBroken } from '../../test/race.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { onServerDatabase } from '../../test/test-database.ts';
import type { CheckInMarker } from './check-in-record.ts';
import { checkInRoutes } from './check-in.routes.ts';
import { guestTeam, managementUrl, registerGuest, type Team } from '../../test/guests.ts';

const SCANS = 50;

/** The negative control: checks the guest in whatever their check-in status. */
const markUnconditionally: CheckInMarker = async (tx, registrationId, now) => {
  const [row] = await tx
    .update(registrations)
    .set({ checkInStatus: 'CHECKED_IN', checkedInAt: now, updatedAt: now })
    .where(eq(registrations.id, registrationId))
    .returning();
  return row;
};

describe.runIf(onServerDatabase())('check-in under concurrency (two instances, one PostgreSQL)', () => {
  let receiver: SmtpReceiver;
  let a: TestApp;
  let b: TestApp;
  let team: Team;
  // The control routes are mounted before each app is ready; their deps are filled in right after.
  const controlDeps = [{} as AppDeps, {} as AppDeps];
  const withControl = (deps: AppDeps) => ({
    beforeReady: (app: TestApp['app']) =>
      void app.register(async (scope) => checkInRoutes(scope, deps, { marker: markUnconditionally }), { prefix: '/v1/control' }),
  });
  const fill = (deps: AppDeps, t: TestApp) =>
    Object.assign(deps, { db: t.db, env: t.env, clock: t.clock, kickOutbox: () => {}, sessionSecret: loadSessionSecret(t.env) });

  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    const env = { SMTP_URL: receiver.url };
    a = await createTestApp({ env, ...withControl(controlDeps[0]) });
    fill(controlDeps[0], a);
    b = await createTestApp({ env, sharedDatabaseUrl: a.databaseUrl, clock: a.clock, ...withControl(controlDeps[1]) });
    fill(controlDeps[1], b);
    team = await guestTeam(a, { title: 'Rush Door' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await receiver?.close();
  });

  /** SCANS scans of one ticket at once, alternating instances and the three door roles. */
  async function rush(payload: string, prefix = '') {
    const actors = [team.staff, team.coHost, team.owner];
    const answers = await Promise.all(
      Array.from({ length: SCANS }, (_, i) =>
        (i % 2 ? a : b).app.inject({
          method: 'POST',
          url: `${prefix}${managementUrl(team.event.id, '/check-in')}`,
          headers: { cookie: actors[i % 3].cookie },
          payload: { qr: payload },
        }),
      ),
    );
    return answers.map((res) => (res.statusCode === 200 ? (res.json().data.outcome as string) : `${res.statusCode} ${res.body}`));
  }

  async function checkInMails(email: string) {
    await Promise.all([a.drainOutbox(), b.drainOutbox()]);
    await new Promise((r) => setTimeout(r, 200));
    return receiver.mailsTo(email).filter((mail) => mail.subject?.startsWith("You're checked in"));
  }

  const tally = (outcomes: string[]) =>
    outcomes.reduce<Record<string, number>>((acc, o) => ({ ...acc, [o]: (acc[o] ?? 0) + 1 }), {});

  it(`${SCANS} parallel scans of one ticket: exactly one check-in, one log entry, one email`, async () => {
    const guest = await registerGuest(a, team.owner, team.event.id);
    const outcomes = await rush(guest.registration.qr!.payload);
    console.log(`check-in rush: ${JSON.stringify(tally(outcomes))}`);
    expect(tally(outcomes)).toEqual({ CHECKED_IN: 1, ALREADY_CHECKED_IN: SCANS - 1 });
    expect(await a.db.select().from(checkInEvents).where(eq(checkInEvents.registrationId, guest.registration.id))).toHaveLength(
      1,
    );
    const queued = await a.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupKey, `registration:${guest.registration.id}:check-in:%`));
    expect(queued).toHaveLength(1);
    expect(await checkInMails(guest.user.email)).toHaveLength(1);
    const [row] = await a.db
      .select()
      .from(registrations)
      .where(and(eq(registrations.id, guest.registration.id), eq(registrations.checkInStatus, 'CHECKED_IN')));
    expect(row.checkedInAt).toEqual(a.clock.now());
  });

  it(
    'negative control: the same rush with an unconditional UPDATE counts (and mails) more than once',
    { timeout: 120_000 },
    async () => {
      const rushUnguarded = async () => {
        const guest = await registerGuest(a, team.owner, team.event.id);
        const outcomes = await rush(guest.registration.qr!.payload, '/v1/control');
        const logged = await a.db.select().from(checkInEvents).where(eq(checkInEvents.registrationId, guest.registration.id));
        return { outcomes, logged, mails: await checkInMails(guest.user.email) };
      };
      const { outcomes, logged, mails } = await raceUntilBroken(rushUnguarded, (round) => tally(round.outcomes).CHECKED_IN > 1);
      console.log(`negative control: ${JSON.stringify(tally(outcomes))}, ${logged.length} log entries, ${mails.length} emails`);
      expect(outcomes.every((o) => o === 'CHECKED_IN' || o === 'ALREADY_CHECKED_IN')).toBe(true);
      expect(tally(outcomes).CHECKED_IN).toBeGreaterThan(1);
      expect(logged.length).toBeGreaterThan(1);
      expect(mails.length).toBeGreaterThan(1);
    },
  );
});
