// Normalisation: a judge who scores everything 2 points lower changes nothing once each judge is
// measured against their own scores; ranked by the raw mean, the same scores change the order.
import { describe, expect, it } from 'vitest';
import { rankProjects, weightedScore, type RankScore } from './rank-projects.ts';

const criteria = [{ id: 'idea', weight: 1, scale: 10 }];
const projects = ['P1', 'P2', 'P3', 'P4'].map((id, i) => ({ id, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) }));

/** A and B score fairly; H scores P1 and P3, fairly or 2 points lower. */
function scoresWith(harshness: number): RankScore[] {
  const table: [string, string, number][] = [
    ['A', 'P1', 9],
    ['A', 'P2', 8],
    ['A', 'P3', 6],
    ['A', 'P4', 5],
    ['B', 'P2', 9],
    ['B', 'P4', 6],
    ['H', 'P1', 9 - harshness],
    ['H', 'P3', 6 - harshness],
  ];
  return table.map(([judgeId, projectId, value]) => ({
    scoreId: `${judgeId}${projectId}`,
    judgeId,
    projectId,
    values: { idea: value },
  }));
}

const order = (ranked: { projectId: string }[]) => ranked.map((row) => row.projectId);
/** The same scores ranked by the raw mean alone: what normalisation is there to avoid. */
const byRawMean = (ranked: ReturnType<typeof rankProjects>) =>
  order([...ranked].sort((a, b) => (b.rawMean ?? 0) - (a.rawMean ?? 0)));

describe('rankProjects', () => {
  it('ranks the same whether a judge is fair or scores everything 2 points lower', () => {
    const fair = rankProjects(criteria, scoresWith(0), projects);
    const harsh = rankProjects(criteria, scoresWith(2), projects);
    expect(order(harsh)).toEqual(order(fair));
    harsh.forEach((row, i) => expect(row.score).toBeCloseTo(fair[i].score!, 9));
  });

  it('without normalisation the harsh judge changes the ranking (so the test above can fail)', () => {
    const fair = rankProjects(criteria, scoresWith(0), projects);
    const harsh = rankProjects(criteria, scoresWith(2), projects);
    expect(byRawMean(harsh)).not.toEqual(byRawMean(fair));
  });

  it('takes each value as a share of its scale, weighted', () => {
    const mixed = [
      { id: 'a', weight: 3, scale: 5 },
      { id: 'b', weight: 1, scale: 10 },
    ];
    expect(weightedScore(mixed, { a: 5, b: 5 })).toBeCloseTo(((3 * 1 + 1 * 0.5) / 4) * 100, 9);
  });

  it('gives z = 0 to a judge whose scores are all equal, and breaks ties by raw mean, then judges, then the older project', () => {
    const flat: RankScore[] = [
      { scoreId: '1', judgeId: 'F', projectId: 'P1', values: { idea: 7 } },
      { scoreId: '2', judgeId: 'F', projectId: 'P2', values: { idea: 7 } },
      { scoreId: '3', judgeId: 'G', projectId: 'P2', values: { idea: 4 } },
      { scoreId: '4', judgeId: 'F', projectId: 'P3', values: { idea: 7 } },
    ];
    const ranked = rankProjects(criteria, flat, projects);
    expect(ranked.every((row) => row.score === null || row.score === 0)).toBe(true);
    // P1 and P3 tie on everything but age; P2 has the lower raw mean; P4 has no score.
    expect(order(ranked)).toEqual(['P1', 'P3', 'P2', 'P4']);
    expect(ranked.map((row) => row.rank)).toEqual([1, 2, 3, 4]);
    expect(ranked[3]).toMatchObject({ score: null, rawMean: null, judgeCount: 0 });
  });
});
