// How the results are computed (docs/judging.md, decision 013), as one pure function.
//
// 1. A judge's score of a project is the weighted mean of its criterion values, each value taken
//    as a share of its criterion's scale, on 0–100: Σ weight·(value/scale) / Σ weight × 100.
// 2. Each judge's scores are normalised against that judge's own submitted scores: z = (score −
//    the judge's mean) / the judge's standard deviation. A judge whose scores are all equal (or
//    who scored once) gives z = 0: they tell nothing apart. A harsh or lenient judge shifts all
//    their scores alike, and the shift disappears.
// 3. A project's result is the mean of its judges' z-scores; the raw weighted mean is shown beside.
// 4. Order: higher result; ties by higher raw mean, then more judges, then the project created
//    first, then its id. Projects without a submitted score come last, in the same order.

export type RankCriterion = { id: string; weight: number; scale: number };
export type RankScore = { scoreId: string; judgeId: string; projectId: string; values: Record<string, number> };
export type RankProject = { id: string; createdAt: Date };

export type JudgePart = { scoreId: string; judgeId: string; rawWeighted: number; zScore: number };
export type RankedProject = {
  projectId: string;
  rank: number;
  score: number | null;
  rawMean: number | null;
  judgeCount: number;
  judges: JudgePart[];
};

export function weightedScore(criteria: RankCriterion[], values: Record<string, number>): number {
  const totalWeight = criteria.reduce((sum, criterion) => sum + criterion.weight, 0);
  if (totalWeight === 0) return 0;
  const weighted = criteria.reduce(
    (sum, criterion) => sum + criterion.weight * ((values[criterion.id] ?? 0) / criterion.scale),
    0,
  );
  return (weighted / totalWeight) * 100;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Each score's z against its judge's own scores. */
function zScores(raw: { judgeId: string; rawWeighted: number }[]): number[] {
  const byJudge = new Map<string, number[]>();
  for (const score of raw) byJudge.set(score.judgeId, [...(byJudge.get(score.judgeId) ?? []), score.rawWeighted]);
  const stats = new Map(
    [...byJudge].map(([judgeId, values]) => {
      const average = mean(values);
      return [judgeId, { average, deviation: Math.sqrt(mean(values.map((value) => (value - average) ** 2))) }];
    }),
  );
  return raw.map((score) => {
    const { average, deviation } = stats.get(score.judgeId)!;
    // Rounding noise below this is no spread at all.
    return deviation < 1e-9 ? 0 : (score.rawWeighted - average) / deviation;
  });
}

export function rankProjects(criteria: RankCriterion[], scores: RankScore[], projects: RankProject[]): RankedProject[] {
  const raw = scores.map((score) => ({ ...score, rawWeighted: weightedScore(criteria, score.values) }));
  const z = zScores(raw);
  const parts = new Map<string, JudgePart[]>();
  raw.forEach((score, i) => {
    parts.set(score.projectId, [
      ...(parts.get(score.projectId) ?? []),
      { scoreId: score.scoreId, judgeId: score.judgeId, rawWeighted: score.rawWeighted, zScore: z[i] },
    ]);
  });

  const unranked = projects.map((project) => {
    const judges = parts.get(project.id) ?? [];
    return {
      project,
      judges,
      score: judges.length ? mean(judges.map((part) => part.zScore)) : null,
      rawMean: judges.length ? mean(judges.map((part) => part.rawWeighted)) : null,
    };
  });
  unranked.sort(
    (a, b) =>
      (b.score ?? -Infinity) - (a.score ?? -Infinity) ||
      (b.rawMean ?? -Infinity) - (a.rawMean ?? -Infinity) ||
      b.judges.length - a.judges.length ||
      a.project.createdAt.getTime() - b.project.createdAt.getTime() ||
      (a.project.id < b.project.id ? -1 : a.project.id > b.project.id ? 1 : 0),
  );
  return unranked.map((entry, i) => ({
    projectId: entry.project.id,
    rank: i + 1,
    score: entry.score,
    rawMean: entry.rawMean,
    judgeCount: entry.judges.length,
    judges: entry.judges,
  }));
}
