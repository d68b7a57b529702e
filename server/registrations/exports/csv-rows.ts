// The export's guests as CSV lines, written straight from a batch's rows (export-queries.ts: one
// row per guest, their answers as kept on it) with no object per guest in between: at 100,000
// guests the per-guest objects, maps and cell arrays cost more CPU and garbage than the lines.
// Cells that come from a fixed set (status, check-in, ticket, member, participation) are
// neutralised once per export; every other cell as it is written.
import { csvFieldKeys, questionOfField } from '../../../contract/profile-fields.ts';
import type { Locale } from '../../../contract/locale.ts';
import { answerText, type QuestionSnapshot } from '../../../contract/registrations.ts';
import { csvCell, csvLabels, localTimeFormatter } from './csv-cells.ts';
import { snapshotKey, type BatchRow, type ExportColumn, type KeptAnswer } from './export-queries.ts';

export type CsvRowsFormat = {
  locale: Locale;
  timeZone: string;
  /** ticket id → its name (null: the default ticket's) */
  ticketNames: Map<string, string | null>;
  columns: ExportColumn[];
  hackathon: boolean;
  /** where hosts open a FILE answer's file */
  fileUrl: (fileId: string) => string;
  /** the snapshots by their key (export-queries.ts) held so far; a batch that names another one says so */
  snapshots: Map<string, QuestionSnapshot>;
};

/** A snapshot a batch's answers name that the writer does not hold. */
export type MissingSnapshot = { questionId: string; revision: number };

const cellsOf = <K extends string>(labels: Record<K, string>) =>
  Object.fromEntries(Object.entries(labels).map(([key, label]) => [key, csvCell(label as string)])) as Record<K, string>;

/**
 * One writer per export: it turns a batch's rows into their lines. A FILE answer is the link hosts
 * open it with (the file route answers only the event's host team), so the CSV can be used without the app.
 */
export function csvRowsWriter({ locale, timeZone, ticketNames, columns, hackathon, fileUrl, snapshots }: CsvRowsFormat) {
  const labels = csvLabels[locale];
  const time = localTimeFormatter(timeZone);
  const status = cellsOf(labels.status);
  const checkIn = cellsOf(labels.checkIn);
  const participation = cellsOf(labels.participationType);
  const defaultTicket = csvCell(labels.defaultTicket);
  const tickets = new Map([...ticketNames].map(([id, name]) => [id, name === null ? defaultTicket : csvCell(name)]));
  const member = { yes: csvCell(labels.yes), no: csvCell(labels.no) };
  const columnOf = new Map(columns.map((column, i) => [column.questionId, i]));
  const fieldKinds = csvFieldKeys.map((key) => questionOfField(key));
  // One guest's answers, reused from guest to guest: each column's cell, and each profile field's
  // answer (the first of its kind decides; null: none, or empty, so the member's profile shows).
  const answers: string[] = columns.map(() => '');
  const fields: (string | null | undefined)[] = fieldKinds.map(() => undefined);

  const missing = new Map<string, MissingSnapshot>();

  /** A guest as a CSV line; '' when one of its answers names a snapshot not held (noted in `missing`). */
  const line = (guest: BatchRow) => {
    answers.fill('');
    fields.fill(undefined);
    for (const { questionId, revision, value } of JSON.parse(guest.answers) as KeptAnswer[]) {
      const key = snapshotKey(questionId, revision);
      const question = snapshots.get(key);
      if (question === undefined) {
        missing.set(key, { questionId, revision });
        continue;
      }
      const column = columnOf.get(questionId);
      if (column !== undefined) {
        const fileId = question.kind === 'FILE' ? (value as { fileId?: string } | null)?.fileId : undefined;
        answers[column] = fileId ? fileUrl(fileId) : answerText(question, value);
      }
      for (let f = 0; f < fieldKinds.length; f += 1)
        if (fieldKinds[f] === question.kind && fields[f] === undefined) fields[f] = fieldText(value);
    }
    let text = `${csvCell(guest.name)},${csvCell(guest.email)}`;
    for (let f = 0; f < csvFieldKeys.length; f += 1) text += `,${csvCell(fields[f] ?? guest[csvFieldKeys[f]] ?? '')}`;
    text += `,${status[guest.status]},${checkIn[guest.checkInStatus]},${csvCell(time(guest.checkedInAt))}`;
    text += `,${tickets.get(guest.ticketId) ?? defaultTicket},${csvCell(time(guest.createdAt))},${guest.userId ? member.yes : member.no}`;
    if (hackathon) text += `,${guest.participationType ? participation[guest.participationType] : ''}`;
    for (let c = 0; c < answers.length; c += 1) text += `,${csvCell(answers[c])}`;
    return `${text}\r\n`;
  };

  // Each guest's answers are parsed once, as its line is written: a batch naming a snapshot not held
  // (an older revision's, rarely) answers those instead of its lines, to be written again once read.
  return (rows: BatchRow[]): { lines: string } | { missing: MissingSnapshot[] } => {
    missing.clear();
    let text = '';
    for (const guest of rows) text += line(guest);
    return missing.size === 0 ? { lines: text } : { missing: [...missing.values()] };
  };
}

/** A profile field's answer as the guest list reads it (participant-row.ts): its text, unless empty. */
function fieldText(value: unknown): string | null {
  if (value === null) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === '' ? null : text;
}
