import { describe, expect, it } from 'vitest';
import type { ResultRow } from '../../../../contract/judging.ts';
import { pointsOf, publicRow } from './public-row.ts';

const row = (rank: number, score: number | null): ResultRow => ({
  rank,
  project: { id: `p${rank}`, title: 'Moonlight Map', teamName: 'Night Owls', track: { id: 't', name: 'Open' } },
  score,
  rawMean: score === null ? null : 70,
  judgeCount: score === null ? 0 : 2,
});

describe('the score a visitor reads', () => {
  it('is 50 for the judges’ average, grows with the result and stays within 0–100', () => {
    expect(pointsOf(0)).toBe(50);
    expect(pointsOf(1)).toBe(84);
    expect(pointsOf(-1)).toBe(16);
    expect(pointsOf(12)).toBe(100);
    expect(pointsOf(-12)).toBe(0);
    expect(pointsOf(null)).toBeNull();
    const results = [-2, -0.7, -0.1, 0.2, 0.9, 2.5];
    const points = results.map((score) => pointsOf(score)!);
    expect(points).toEqual([...points].sort((a, b) => a - b));
  });

  it('gives the podium overall and the winner in a track; an unjudged project wins nothing', () => {
    expect([1, 2, 3, 4].map((rank) => publicRow(row(rank, 1 - rank), 'overall').award)).toEqual([
      'FIRST',
      'SECOND',
      'THIRD',
      null,
    ]);
    expect([1, 2].map((rank) => publicRow(row(rank, 1 - rank), 'track').award)).toEqual(['TRACK_WINNER', null]);
    expect(publicRow(row(1, null), 'overall').award).toBeNull();
    expect(publicRow(row(1, null), 'track').award).toBeNull();
  });

  it('leaves out the z-score and the raw mean', () => {
    expect(publicRow(row(1, 0.4), 'overall')).toEqual({
      rank: 1,
      project: row(1, 0.4).project,
      points: 66,
      judgeCount: 2,
      award: 'FIRST',
    });
  });
});
