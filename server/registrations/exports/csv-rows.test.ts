import { describe, expect, it } from 'vitest';
import type { QuestionSnapshot } from '../../../contract/registrations.ts';
import { csvRowsWriter } from './csv-rows.ts';
import { snapshotKey, type BatchRow, type KeptAnswer } from './export-queries.ts';

const NOTE = '00000000-0000-4000-8000-000000000001';
const ORG = '00000000-0000-4000-8000-000000000002';
const note = (revision: number, title: string): QuestionSnapshot =>
  ({ kind: 'SHORT_TEXT', title, revision, choices: [] }) as unknown as QuestionSnapshot;
const org = { kind: 'ORGANIZATION', title: '', revision: 1, choices: [] } as unknown as QuestionSnapshot;

const guest = (id: string, name: string, answers: KeptAnswer[] = []): BatchRow => ({
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
  answers: JSON.stringify(answers),
});
const answer = (questionId: string, snapshot: QuestionSnapshot, value: unknown) => ({
  questionId,
  revision: snapshot.revision,
  value,
});

describe('the export\u2019s lines from a batch\u2019s rows', () => {
  it('reads each answer by the snapshot of the revision it answered, a column\u2019s or an older one', () => {
    const snapshots = new Map([
      [snapshotKey(NOTE, 2), note(2, 'Note')],
      [snapshotKey(NOTE, 1), note(1, 'Old')],
      [snapshotKey(ORG, 1), org],
    ]);
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
    const written = linesOf([
      guest('a', 'Ann', [answer(NOTE, note(2, 'Note'), '=1+1'), answer(ORG, org, 'Kakao')]),
      guest('b', 'Ben', [answer(NOTE, note(1, 'Old'), 'a, b')]),
      guest('c', 'Cho'),
    ]);
    const tail = 'Approved,Not checked in,,General,2026-11-27T09:30:00+09:00,No';
    expect(written).toEqual({
      lines: [
        `Ann,a@moim.example,Kakao,${tail},'=1+1,Kakao`,
        `Ben,b@moim.example,Profile Org,${tail},"a, b",`,
        `Cho,c@moim.example,Profile Org,${tail},,`,
        '',
      ].join('\r\n'),
    });
  });

  it('answers the snapshots it does not hold instead of lines, and writes them once it holds them', () => {
    const snapshots = new Map([[snapshotKey(NOTE, 2), note(2, 'Note')]]);
    const linesOf = csvRowsWriter({
      locale: 'en',
      timeZone: 'Asia/Seoul',
      ticketNames: new Map([['ticket', null]]),
      columns: [{ questionId: NOTE, question: note(2, 'Note') }],
      hackathon: false,
      fileUrl: (fileId) => `https://moim.example/files/${fileId}`,
      snapshots,
    });
    const rows = [
      guest('a', 'Ann', [answer(NOTE, note(2, 'Note'), 'new')]),
      guest('b', 'Ben', [answer(NOTE, note(1, 'Old'), 'old')]),
    ];
    expect(linesOf(rows)).toEqual({ missing: [{ questionId: NOTE, revision: 1 }] });
    snapshots.set(snapshotKey(NOTE, 1), note(1, 'Old'));
    const tail = 'Approved,Not checked in,,General,2026-11-27T09:30:00+09:00,No';
    expect(linesOf(rows)).toEqual({
      lines: [`Ann,a@moim.example,Profile Org,${tail},new`, `Ben,b@moim.example,Profile Org,${tail},old`, ''].join('\r\n'),
    });
  });
});
