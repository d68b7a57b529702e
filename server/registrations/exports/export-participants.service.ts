// POST …/participants/export-csv: the filtered guests as a CSV stream (UTF-8 with a BOM, so Korean
// Excel opens it right; CRLF lines). One row per guest, one column per question they answered
// (titled as answered), every cell neutralised against formulas. HOST and CO_HOST only; each export
// is written to participant_exports before the first byte leaves. Rows are read in keyset batches
// along the (event_id, created_at, id) index, one statement a batch (decision 048), so memory stays
// flat and a connection is held only while a batch is read (an export never keeps one while its
// client reads). The next batch is read while this one is written, its lines straight from its rows
// (decision 053), and each leaves as one chunk.
import { Readable } from 'node:stream';
import { count, eq, type SQL } from 'drizzle-orm';
import { eventPermissions } from '../../../contract/events.ts';
import type { ExportParticipants } from '../../../contract/guests.ts';
import type { Locale } from '../../../contract/locale.ts';
import type { QuestionSnapshot } from '../../../contract/registrations.ts';
import { csvFieldKeys } from '../../../contract/profile-fields.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { participantExports, registrations } from '../../platform/db/schema/index.ts';
import { requireEventRole, type EventRow, isHackathon } from '../../events/index.ts';
import { csvLabels, csvLine, fieldColumnTitle, localTime, questionColumnTitle } from './csv-cells.ts';
import { csvRowsWriter, type MissingSnapshot } from './csv-rows.ts';
import {
  exportBatch,
  exportColumnsOf,
  exportSnapshots,
  exportTicketNames,
  snapshotKey,
  type BatchRow,
  type ExportColumn,
  type ExportKeyset,
} from './export-queries.ts';
import { pathOf } from '../../../contract/endpoint.ts';
import { downloadRegistrationAnswerFile } from '../../../contract/endpoints/registrations/files.ts';
import { participantConditions } from '../guest-list/participant-filters.ts';
import { heavyReadLimits } from '../guest-list/list-participants.service.ts';
import { claimHeavyRead, runHeavyRead } from '../../platform/db/heavy-reads.ts';

/** guests a batch */
export const EXPORT_BATCH = 5000;
/** guests written per chunk of the stream */
const CHUNK = 500;
const BOM = '\ufeff';

const fileUrlIn = (deps: AppDeps) => (fileId: string) =>
  new URL(pathOf(downloadRegistrationAnswerFile, { fileId }), deps.env.APP_ORIGIN).href;

type Actor = { id: string; name: string; email: string };

type ExportRead = { where: SQL; columns: ExportColumn[]; signal: AbortSignal; written: { rows: number } };

type Snapshots = Map<string, QuestionSnapshot>;

/** The export's rows, a keyset batch at a time; the database reads the next batch while this one is written. */
async function* batchesOf(deps: AppDeps, { where, signal }: ExportRead): AsyncGenerator<BatchRow[]> {
  const limits = heavyReadLimits(deps);
  const read = (after: ExportKeyset | null) =>
    runHeavyRead(deps.db, limits, signal, (db) => exportBatch(db, { where, after, limit: EXPORT_BATCH }));
  let next = read(null);
  try {
    for (;;) {
      const { rows, last } = await next;
      if (last === null) return;
      next = read(last);
      yield rows;
    }
  } finally {
    // A client gone mid-export leaves a read in flight: its end, whatever it is, concerns nobody.
    next.catch(() => {});
  }
}

/** The snapshots a batch's answers name that the export did not hold (usually none: an older revision's). */
async function readSnapshots(deps: AppDeps, signal: AbortSignal, missing: MissingSnapshot[], snapshots: Snapshots) {
  const read = await runHeavyRead(deps.db, heavyReadLimits(deps), signal, (db) => exportSnapshots(db, missing));
  for (const { questionId, question } of read) snapshots.set(snapshotKey(questionId, question.revision), question);
}

async function* csvChunks(deps: AppDeps, locale: Locale, event: EventRow, exportRead: ExportRead) {
  const { columns, written } = exportRead;
  const hackathon = await isHackathon(deps.db, event);
  // The columns' snapshots are known from the start: most answers answered the latest revision.
  const snapshots: Snapshots = new Map(
    columns.map((column) => [snapshotKey(column.questionId, column.question.revision), column.question]),
  );
  const linesOf = csvRowsWriter({
    locale,
    timeZone: event.timezone,
    ticketNames: await exportTicketNames(deps.db, event.id),
    columns,
    hackathon,
    fileUrl: fileUrlIn(deps),
    snapshots,
  });
  yield (
    BOM +
    csvLine([
      ...csvLabels[locale].columns.before,
      ...csvFieldKeys.map((key) => fieldColumnTitle(locale, key)),
      ...csvLabels[locale].columns.after,
      ...(hackathon ? [csvLabels[locale].participationColumn] : []),
      ...columns.map((column) => questionColumnTitle(locale, column.question)),
    ])
  );
  for await (const batch of batchesOf(deps, exportRead))
    for (let start = 0; start < batch.length; start += CHUNK) {
      const rows = batch.slice(start, start + CHUNK);
      let chunk = linesOf(rows);
      if ('missing' in chunk) {
        await readSnapshots(deps, exportRead.signal, chunk.missing, snapshots);
        chunk = linesOf(rows);
        // An answer edited since its batch was read may name a revision no answer keeps any more.
        if ('missing' in chunk) throw new Error('an export batch names a question snapshot no answer keeps');
      }
      written.rows += rows.length;
      yield chunk.lines;
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
    return [counted, await exportColumnsOf(db, event.id, where)] as const;
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
  const csv = Readable.from(csvChunks(deps, locale, event, { where, columns, signal, written }), { objectMode: false });
  csv.once('close', release);
  csv.on('end', () => {
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
