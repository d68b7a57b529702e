import { describe, expect, it } from 'vitest';
import type { QuestionSnapshot } from '../../../contract/registrations.ts';
import { csvRowsWriter } from './csv-rows.ts';
import { snapshotKey, type BatchRow } from './export-queries.ts';

const NOTE = '00000000-0000-4000-8000-000000000001';
const ORG = '00000000-0000-4000-8000-000000000002';
const note = (revision: number, title: string): QuestionSnapshot =>
  ({ kind: 'SHORT_TEXT', title, revision, choices: [] }) as unknown as QuestionSnapshot;
const org = { kind: 'ORGANIZATION', title: '', revision: 1, choices: [] } as unknown as QuestionSnapshot;

const guest = (id: string, name: string): Omit<BatchRow, 'questionId' | 'revision' | 'question' | 'value'> => ({
  id,
  name,
  email: `${id}@moim.example`,
  status: 'APPROVED',
  checkInStatus: 'NOT_CHECKED_IN',
  checkedInAt: null,
  ticketId: 'ticket',
  createdAt: Date.UTC(2026, 10, 27, 0, 30),
  createdKey: '2026-11-27 00:30:00+00',
  userId: null,
  participationType: null,
  organization: 'Profile Org',
});
const answer = (questionId: string, snapshot: QuestionSnapshot, value: unknown, sent: boolean) => ({
  questionId,
  revision: String(snapshot.revision),
  question: sent ? JSON.stringify(snapshot) : null,
  value: JSON.stringify(value),
});

describe('the export\u2019s lines from a batch\u2019s rows', () => {
  it('reads a snapshot the batch did not send from those the export holds, and keeps one sent for later batches', () => {
    const snapshots = new Map([[snapshotKey(NOTE, 2), note(2, 'Note')]]);
    const linesOf = csvRowsWriter({
      locale: 'en',
      timeZone: 'Asia/Seoul',
      ticketNames: new Map([['ticket', null]]),
      columns: [
        { questionId: NOTE, question: note(2, 'Note') },
        { questionId: ORG, question: org },
      ],
      hackathon: false,
      fileUrl: (fileId) => `https://moim.example/files/${fileId}`,
      snapshots,
    });
    const first = linesOf([
      { ...guest('a', 'Ann'), ...answer(NOTE, note(2, 'Note'), '=1+1', false) },
      { ...guest('a', 'Ann'), ...answer(ORG, org, 'Kakao', true) },
      { ...guest('b', 'Ben'), ...answer(NOTE, note(1, 'Old'), 'a, b', true) },
      { ...guest('c', 'Cho'), questionId: null, revision: null, question: null, value: null },
    ]);
    expect(first.guests).toBe(3);
    const tail = 'Approved,Not checked in,,General,2026-11-27T09:30:00+09:00,No';
    expect(first.text).toBe(
      [
        `Ann,a@moim.example,Kakao,${tail},'=1+1,Kakao`,
        `Ben,b@moim.example,Profile Org,${tail},"a, b",`,
        `Cho,c@moim.example,Profile Org,${tail},,`,
        '',
      ].join('\r\n'),
    );
    expect([...snapshots.keys()].sort()).toEqual([snapshotKey(NOTE, 1), snapshotKey(NOTE, 2), snapshotKey(ORG, 1)].sort());
    // A later batch, told these are known, sends none of them.
    const later = linesOf([{ ...guest('d', 'Dan'), ...answer(ORG, org, 'Toss', false) }]);
    expect(later.text).toBe(`Dan,d@moim.example,Toss,${tail},,Toss\r\n`);
  });
});
