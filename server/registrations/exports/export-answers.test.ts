// The answers kept on each registration for the export (registrations.export_answers, kept by the
// triggers of registration-answers.sql) equal the registration's answers after every kind of write.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationAnswers } from '../../platform/db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { questionAs } from '../../test/registrations.ts';
import { guestTeam, insertGuests, registerGuest } from '../../test/guests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Kept = { questionId: string; revision: number; value: unknown };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function keptAnswers(db: Db, registrationId: string): Promise<Kept[]> {
  const [row] = rowsOf<{ kept: Kept[] }>(
    await db.execute(sql`select export_answers as kept from registrations where id = ${registrationId}`),
  );
  return row.kept;
}

/** What the export should find: the registration's answers but NAME and EMAIL, in question order. */
async function answersOf(db: Db, registrationId: string): Promise<Kept[]> {
  const rows = await db.select().from(registrationAnswers).where(eq(registrationAnswers.registrationId, registrationId));
  return rows
    .filter((row) => row.question.kind !== 'NAME' && row.question.kind !== 'EMAIL')
    .sort((a, b) => (a.questionId < b.questionId ? -1 : 1))
    .map((row) => ({ questionId: row.questionId, revision: row.question.revision, value: row.value }));
}

describe('the answers kept on a registration for the export', () => {
  it('equal its answers after a registration, an answer added, edited and removed, and a statement over several guests', async () => {
    const team = await guestTeam(t, { title: 'Kept answers' });
    const note = await questionAs(t, team.owner, team.event.id, { kind: 'SHORT_TEXT', title: 'Note' });
    const organization = await questionAs(t, team.owner, team.event.id, { kind: 'ORGANIZATION', title: '' });
    const snapshot = (kind: string, revision: number) => ({ kind, title: '', revision, choices: [] }) as never;

    const guest = await registerGuest(t, team.owner, team.event.id, { name: 'Kept Guest' }, [
      { questionId: note.id, value: 'first' },
    ]);
    const id = guest.registration.id;
    const afterRegistering = await keptAnswers(t.db, id);
    expect(afterRegistering).toEqual(await answersOf(t.db, id));
    expect(afterRegistering).toEqual([{ questionId: note.id, revision: 1, value: 'first' }]);

    await t.db
      .insert(registrationAnswers)
      .values({ registrationId: id, questionId: organization.id, question: snapshot('ORGANIZATION', 1), value: 'Kakao' });
    expect(await keptAnswers(t.db, id)).toEqual(await answersOf(t.db, id));
    expect(await keptAnswers(t.db, id)).toHaveLength(2);

    await t.db
      .update(registrationAnswers)
      .set({ value: { edited: ['a', 1] }, question: snapshot('SHORT_TEXT', 3) })
      .where(and(eq(registrationAnswers.registrationId, id), eq(registrationAnswers.questionId, note.id)));
    expect(await keptAnswers(t.db, id)).toEqual(await answersOf(t.db, id));
    expect((await keptAnswers(t.db, id)).find((a) => a.questionId === note.id)).toEqual({
      questionId: note.id,
      revision: 3,
      value: { edited: ['a', 1] },
    });

    await t.db
      .delete(registrationAnswers)
      .where(and(eq(registrationAnswers.registrationId, id), eq(registrationAnswers.questionId, note.id)));
    expect(await keptAnswers(t.db, id)).toEqual([{ questionId: organization.id, revision: 1, value: 'Kakao' }]);

    await t.db.delete(registrationAnswers).where(eq(registrationAnswers.registrationId, id));
    expect(await keptAnswers(t.db, id)).toEqual([]);

    // One statement writing several guests' answers rewrites each of them.
    const bulk = await insertGuests(t.db, {
      eventId: team.event.id,
      ticketId: team.ticketId,
      guests: [{ name: 'Bulk One' }, { name: 'Bulk Two' }, { name: 'Bulk Three' }],
      answers: (i) =>
        [
          [
            { questionId: note.id, question: snapshot('SHORT_TEXT', 1), value: 'one' },
            { questionId: organization.id, question: snapshot('ORGANIZATION', 1), value: 'Toss' },
          ],
          [{ questionId: organization.id, question: snapshot('ORGANIZATION', 1), value: 'Naver' }],
          [],
        ][i],
    });
    for (const row of bulk) expect(await keptAnswers(t.db, row.id)).toEqual(await answersOf(t.db, row.id));
    expect((await keptAnswers(t.db, bulk[0].id)).map((a) => a.value).sort()).toEqual(['Toss', 'one']);
    expect(await keptAnswers(t.db, bulk[2].id)).toEqual([]);
  });

  it('would differ from the answers if an edit went past the triggers (the comparison above can fail)', async () => {
    const team = await guestTeam(t, { title: 'Kept answers, control' });
    const note = await questionAs(t, team.owner, team.event.id, { kind: 'SHORT_TEXT', title: 'Note' });
    const guest = await registerGuest(t, team.owner, team.event.id, { name: 'Control Guest' }, [
      { questionId: note.id, value: 'before' },
    ]);
    const id = guest.registration.id;
    const undo = new Error('undo');
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`alter table registration_answers disable trigger registration_export_answers_update`);
        await tx.update(registrationAnswers).set({ value: 'after' }).where(eq(registrationAnswers.registrationId, id));
        const answers = await answersOf(tx, id);
        expect(answers).toEqual([{ questionId: note.id, revision: 1, value: 'after' }]);
        expect(await keptAnswers(tx, id)).not.toEqual(answers);
        throw undo;
      }),
    ).rejects.toBe(undo);
    expect(await keptAnswers(t.db, id)).toEqual(await answersOf(t.db, id));
  });
});
