// What a visitor reads of a project's place (decision 043): its rank, a score out of 100 and its
// award. The z-scores and raw means that decided the order stay on the host's page.
import type { PublicResultRow, ResultAward, ResultRow } from '../../../../contract/judging.ts';

const podium: ResultAward[] = ['FIRST', 'SECOND', 'THIRD'];

/** The standard normal distribution at z (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
function normalShare(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * The normalised result (a mean of z-scores) on 0–100: the share of an average judge's scores it
 * would beat, so 50 is the judges' average and the order of the points is the order of the ranks.
 */
export function pointsOf(score: number | null): number | null {
  return score === null ? null : Math.round(normalShare(score) * 100);
}

function awardOf(row: ResultRow, ranking: 'overall' | 'track'): ResultAward | null {
  if (row.score === null) return null;
  if (ranking === 'track') return row.rank === 1 ? 'TRACK_WINNER' : null;
  return podium[row.rank - 1] ?? null;
}

export function publicRow(row: ResultRow, ranking: 'overall' | 'track'): PublicResultRow {
  return {
    rank: row.rank,
    project: row.project,
    points: pointsOf(row.score),
    judgeCount: row.judgeCount,
    award: awardOf(row, ranking),
  };
}
