// A criterion's name needs one language: the other may be blank, and every reader then sees the one
// given. The rule is the contract's, and the database's check holds it for any other writer.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pathOf } from '../../../../contract/endpoint.ts';
import {
  exportJudgingResultsCsv,
  getJudgingCriteria,
  replaceJudgingCriteria,
} from '../../../../contract/endpoints/hackathons/judging.ts';
import type { Criteria } from '../../../../contract/judging.ts';
import { judgingCriteria } from '../../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { hackathonTeam, type HackathonTeam } from '../../../test/hackathons.ts';
import { expectOk, send } from '../../../test/judging.ts';

let t: TestApp;
let team: HackathonTeam;
let E: string;

beforeAll(async () => {
  t = await createTestApp();
  team = await hackathonTeam(t);
  E = team.event.id;
});
afterAll(async () => {
  await t?.close();
});

const put = (criteria: object[], locale = 'en') =>
  send(t, team.owner, 'PUT', pathOf(replaceJudgingCriteria, { id: E }), { criteria }, { 'accept-language': locale });

it('refuses a name blank in both languages, saying one is enough, in the reader’s language', async () => {
  for (const [locale, words] of [
    ['en', 'Enter it in English or Korean: one is enough.'],
    ['ko', '영어나 한국어 중 하나로 입력해 주세요.'],
  ] as const) {
    const res = await put([{ name: { en: ' ', ko: '' }, weight: 10, scale: 5 }], locale);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'G00100', fields: { 'criteria.0.name.en': words } });
  }
  const res = await put([{ name: { en: 'x'.repeat(61), ko: '' }, weight: 10, scale: 5 }]);
  expect(res.json()).toMatchObject({ errorCode: 'G00100', fields: { 'criteria.0.name.en': 'This is too long.' } });
});

it('keeps a criterion named in one language, and shows it to readers of the other', async () => {
  const saved = await expectOk<Criteria>(
    await put([
      { name: { en: 'Impact', ko: '' }, description: { en: 'Real need', ko: '' }, weight: 60, scale: 10 },
      { name: { en: '', ko: '발표' }, weight: 40, scale: 5 },
    ]),
  );
  expect(saved.criteria.map((c) => [c.name, c.description])).toEqual([
    [
      { en: 'Impact', ko: '' },
      { en: 'Real need', ko: '' },
    ],
    [
      { en: '', ko: '발표' },
      { en: '', ko: '' },
    ],
  ]);
  const read = await expectOk<Criteria>(await send(t, team.owner, 'GET', pathOf(getJudgingCriteria, { id: E })));
  expect(read.criteria.map((c) => c.name)).toEqual(saved.criteria.map((c) => c.name));

  // The CSV's columns are named in the reader's language, falling back both ways.
  const header = async (locale: string) => {
    const res = await send(t, team.owner, 'GET', pathOf(exportJudgingResultsCsv, { id: E }), undefined, {
      'accept-language': locale,
    });
    expect(res.statusCode).toBe(200);
    return res.rawPayload.toString('utf8').split('\r\n')[0];
  };
  expect(await header('ko')).toContain('"Impact (1–10, ×60)","발표 (1–5, ×40)"');
  expect(await header('en')).toContain('"Impact (1–10, ×60)","발표 (1–5, ×40)"');
});

it('holds the rule in the database: a criterion nameless in both languages is refused there too', async () => {
  const write = t.db.insert(judgingCriteria).values({
    eventId: E,
    position: 9,
    nameEn: '',
    nameKo: '',
    weight: 1,
    scale: 5,
    createdAt: t.clock.now(),
  });
  const refused = await write.then(
    () => null,
    (error: { cause?: { constraint?: string } }) => error.cause?.constraint,
  );
  expect(refused).toBe('judging_criteria_named');
  await t.db
    .insert(judgingCriteria)
    .values({ eventId: E, position: 9, nameEn: '', nameKo: '심사', weight: 1, scale: 5, createdAt: t.clock.now() });
});
