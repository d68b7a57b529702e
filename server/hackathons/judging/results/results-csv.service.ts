// GET …/judging/results.csv: one line per submitted score (a project without one gets a line of
// its own), with the project's normalised result and raw mean beside each judge's raw weighted
// score, z-score and values. UTF-8 with a BOM and CRLF, so Korean opens intact in spreadsheets;
// every cell goes through the guest export's formula neutralisation. Labels follow Accept-Language.
import { stringify } from 'csv-stringify/sync';
import type { Locale } from '../../../../contract/locale.ts';
import { textIn } from '../../../../contract/judging.ts';
import type { AppDeps } from '../../../platform/app-deps.ts';
import { neutraliseFormula } from '../../../registrations/index.ts';
import { requireJudgingHost } from '../scoring/judging-access.ts';
import { computeResults } from './results.service.ts';

const labels = {
  en: [
    'Rank',
    'Project',
    'Team',
    'Track',
    'Normalised score',
    'Raw mean (0–100)',
    'Judges',
    'Judge',
    'Judge raw score (0–100)',
    'Judge z-score',
  ],
  ko: [
    '순위',
    '프로젝트',
    '팀',
    '트랙',
    '정규화 점수',
    '원점수 평균 (0–100)',
    '심사위원 수',
    '심사위원',
    '심사위원 원점수 (0–100)',
    '심사위원 z 점수',
  ],
} as const;
const commentLabel = { en: 'Comment', ko: '코멘트' } as const;

const number = (value: number | null) => (value === null ? '' : value.toFixed(4));

export async function exportResultsCsv(deps: AppDeps, userId: string, eventId: string, locale: Locale) {
  const { event } = await requireJudgingHost(deps.db, eventId, userId, true);
  const { criteria, overall } = await computeResults(deps.db, event.id);
  const header = [
    ...labels[locale],
    ...criteria.map((criterion) => `${textIn(criterion.name, locale)} (1–${criterion.scale}, ×${criterion.weight})`),
    commentLabel[locale],
  ];
  const lines: string[][] = [header];
  for (const row of overall) {
    const project = [
      String(row.rank),
      row.project.title,
      row.project.teamName,
      row.project.track.name,
      number(row.score),
      number(row.rawMean),
      String(row.judgeCount),
    ];
    if (row.judges.length === 0) lines.push([...project, '', '', '', ...criteria.map(() => ''), '']);
    for (const judge of row.judges) {
      lines.push([
        ...project,
        judge.name,
        number(judge.rawWeighted),
        number(judge.zScore),
        ...criteria.map((criterion) => String(judge.values[criterion.id] ?? '')),
        judge.comment,
      ]);
    }
  }
  const csv = stringify(
    lines.map((line) => line.map(neutraliseFormula)),
    { bom: true, record_delimiter: 'windows', quoted_match: /;/ },
  );
  return { filename: `results-${event.handle}.csv`, csv };
}
