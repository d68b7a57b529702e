// POST …/participants/export-csv: the filtered guests as a CSV stream (UTF-8 with a BOM, so Korean
// Excel opens it right; CRLF lines). One row per guest, one column per question they answered
// (titled as answered), every cell neutralised against formulas. HOST and CO_HOST only; each export
// is written to participant_exports before the first byte leaves. Rows are read in keyset batches
// along the (event_id, created_at, id) index, each its own short read, so memory stays flat and a
// connection is held only while a batch is read; one time-zone formatter serves every cell.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { eventPermissions } from '../../../contract/events.ts';
import type { ExportParticipants } from '../../../contract/guests.ts';
import type { Locale } from '../../../contract/locale.ts';
import { csvFieldKeys, type CsvFieldKey } from '../../../contract/profile-fields.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { participantExports, registrations } from '../../platform/db/schema/index.ts';
import { requireEventRole, type EventRow, isHackathon } from '../../events/index.ts';
import {
  csvLabels,
  fieldColumnTitle,
  localTime,
  localTimeFormatter,
  neutraliseFormula,
  questionColumnTitle,
} from './csv-cells.ts';
import { exportAnswersOf, exportColumnsOf, type ExportColumn } from './export-queries.ts';
import { pathOf } from '../../../contract/endpoint.ts';
import { downloadRegistrationAnswerFile } from '../../../contract/endpoints/registrations/files.ts';
import { participantConditions } from '../guest-list/participant-filters.ts';
import { heavyReadLimits } from '../guest-list/list-participants.service.ts';
import { claimHeavyRead, runHeavyRead } from '../../platform/db/heavy-reads.ts';
import { csvFieldColumns, participantColumns, type ParticipantRow } from '../guest-list/participant-row.ts';

const BATCH = 500;

const fileUrlIn = (deps: AppDeps) => (fileId: string) =>
  new URL(pathOf(downloadRegistrationAnswerFile, { fileId }), deps.env.APP_ORIGIN).href;

type Actor = { id: string; name: string; email: string };

/** A guest with their profile fields' cells. */
type ExportRow = ParticipantRow & { fields: Record<CsvFieldKey, string | null> };

function rowCells(
  locale: Locale,
  time: (instant: Date | null) => string,
  row: ExportRow,
  columns: ExportColumn[],
  answers: Map<string, string>,
  hackathon: boolean,
): string[] {
  const labels = csvLabels[locale];
  const r = row.registration;
  const participation = hackathon ? [r.participationType ? labels.participationType[r.participationType] : ''] : [];
  return [
    r.name,
    r.email,
    ...csvFieldKeys.map((key) => row.fields[key] ?? ''),
    labels.status[r.status],
    labels.checkIn[r.checkInStatus],
    time(r.checkedInAt),
    row.ticketName ?? labels.defaultTicket,
    time(r.createdAt),
    r.userId ? labels.yes : labels.no,
    ...participation,
    ...columns.map((column) => answers.get(column.questionId) ?? ''),
  ];
}

type ExportRead = { where: SQL; columns: ExportColumn[]; signal: AbortSignal; written: { rows: number } };

async function* csvRecords(deps: AppDeps, locale: Locale, event: EventRow, { where, columns, signal, written }: ExportRead) {
  const time = localTimeFormatter(event.timezone);
  const limits = heavyReadLimits(deps);
  const fileUrl = fileUrlIn(deps);
  const hackathon = await isHackathon(deps.db, event);
  const participation = hackathon ? [csvLabels[locale].participationColumn] : [];
  yield [
    ...csvLabels[locale].columns.before,
    ...csvFieldKeys.map((key) => fieldColumnTitle(locale, key)),
    ...csvLabels[locale].columns.after,
    ...participation,
    ...columns.map((column) => questionColumnTitle(locale, column.question)),
  ].map(neutraliseFormula);
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const keyset: SQL | undefined = after
      ? sql`(${registrations.createdAt}, ${registrations.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
      : undefined;
    // One batch and its answers per short read: the export holds a connection only while it reads.
    const { rows, answers } = await runHeavyRead(deps.db, limits, signal, async (db) => {
      const batch: ExportRow[] = await db
        .select({ ...participantColumns, fields: csvFieldColumns })
        .from(registrations)
        .where(and(where, keyset))
        .orderBy(asc(registrations.createdAt), asc(registrations.id))
        .limit(BATCH);
      if (batch.length === 0) return { rows: batch, answers: new Map<string, Map<string, string>>() };
      return {
        rows: batch,
        answers: await exportAnswersOf(
          db,
          batch.map((row) => row.registration.id),
          fileUrl,
        ),
      };
    });
    if (rows.length === 0) return;
    for (const row of rows) {
      yield rowCells(locale, time, row, columns, answers.get(row.registration.id) ?? new Map<string, string>(), hackathon).map(
        neutraliseFormula,
      );
      written.rows += 1;
    }
    const last: ParticipantRow['registration'] = rows.at(-1)!.registration;
    after = { createdAt: last.createdAt.toISOString(), id: last.id };
  }
}

/** An export takes one of the host's heavy-read slots until its stream ends or its client goes. */
export async function exportParticipantsCsv(
  deps: AppDeps,
  actor: Actor,
  eventId: string,
  input: ExportParticipants,
  locale: Locale,
  signal: AbortSignal = new AbortController().signal,
) {
  const { event } = await requireEventRole(deps.db, eventId, actor.id, eventPermissions.exportGuests);
  const where = participantConditions(event.id, input);
  const release = claimHeavyRead(deps.db, actor.id, heavyReadLimits(deps));
  try {
    return await startExport(deps, actor, event, input, locale, { where, signal, release });
  } catch (error) {
    release();
    throw error;
  }
}

async function startExport(
  deps: AppDeps,
  actor: Actor,
  event: EventRow,
  input: ExportParticipants,
  locale: Locale,
  { where, signal, release }: { where: SQL; signal: AbortSignal; release: () => void },
) {
  const [total, columns] = await runHeavyRead(deps.db, heavyReadLimits(deps), signal, async (db) => {
    const [{ total: counted }] = await db.select({ total: count() }).from(registrations).where(where);
    return [counted, await exportColumnsOf(db, where)] as const;
  });
  const [audit] = await deps.db
    .insert(participantExports)
    .values({
      eventId: event.id,
      actorUserId: actor.id,
      actorName: actor.name,
      actorEmail: actor.email,
      search: input.search?.trim() || null,
      filters: input.filters,
      rowCount: total,
      createdAt: deps.clock.now(),
    })
    .returning({ id: participantExports.id });
  const written = { rows: 0 };
  const records = Readable.from(csvRecords(deps, locale, event, { where, columns, signal, written }));
  const csv = records.pipe(stringify({ bom: true, record_delimiter: 'windows', quoted_match: /;/ }));
  csv.once('close', release);
  records.on('error', (error) => csv.destroy(error));
  records.on('end', () => {
    // Rows that changed while streaming: the audit says what actually left.
    if (written.rows !== total)
      void deps.db
        .update(participantExports)
        .set({ rowCount: written.rows })
        .where(eq(participantExports.id, audit.id))
        .catch(() => {});
  });
  const day = localTime(deps.clock.now(), event.timezone).slice(0, 10).replaceAll('-', '');
  return { filename: `participants-${event.handle}-${day}.csv`, stream: csv, exportId: audit.id };
}
