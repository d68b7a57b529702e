// The assignment's properties over random hackathons: coverage, balance, no conflicts, kept pairs,
// one track per judge. A naive round-robin fails the same properties, so they can fail.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignJudges, type AssignmentInput, type JudgePair } from './assign-judges.ts';

type Assign = (input: AssignmentInput) => JudgePair[];

/**
 * Random projects in 1–3 tracks and judges, each judge on at most one project's team and with at
 * most one declared conflict (`oneExclusion`: only one of the two, so that even loads always exist).
 */
const hackathonsWith = (oneExclusion: boolean) =>
  fc
    .record({
      projectCount: fc.integer({ min: 1, max: 14 }),
      judgeCount: fc.integer({ min: 1, max: 9 }),
      trackCount: fc.integer({ min: 1, max: 3 }),
      judgesPerProject: fc.integer({ min: 1, max: 4 }),
      perTrack: fc.boolean(),
      seed: fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
    })
    .map(({ projectCount, judgeCount, trackCount, judgesPerProject, perTrack, seed }): AssignmentInput => {
      const projects = Array.from({ length: projectCount }, (_, i) => ({ id: `p${i}`, trackId: `t${seed[i] % trackCount}` }));
      const judges = Array.from({ length: judgeCount }, (_, i) => `j${i}`);
      const excluded: JudgePair[] = [];
      judges.forEach((judgeId, i) => {
        const team = seed[20 + i] % (projectCount * 3);
        if (team < projectCount) excluded.push({ judgeId, projectId: `p${team}` });
        const conflict = seed[40 + i] % (projectCount * 2);
        if (conflict < projectCount && !(oneExclusion && team < projectCount))
          excluded.push({ judgeId, projectId: `p${conflict}` });
      });
      return { judgesPerProject, perTrack, projects, judges, excluded, locked: [] };
    });
const hackathons = hackathonsWith(false);

const key = (pair: JudgePair) => `${pair.judgeId}/${pair.projectId}`;

function eligibleFor(input: AssignmentInput, projectId: string) {
  const excluded = new Set(input.excluded.map(key));
  return input.judges.filter((judgeId) => !excluded.has(key({ judgeId, projectId })));
}

function coverageHolds(input: AssignmentInput, pairs: JudgePair[]) {
  return input.projects.every((project) => {
    const got = pairs.filter((pair) => pair.projectId === project.id).length;
    // Per track, a project's possible judges are its track's panel, which may be smaller.
    const possible = input.perTrack
      ? Math.min(input.judgesPerProject, 1)
      : Math.min(input.judgesPerProject, eligibleFor(input, project.id).length);
    return got >= possible;
  });
}

function loadsWithinOne(input: AssignmentInput, pairs: JudgePair[]) {
  const loads = input.judges.map((judgeId) => pairs.filter((pair) => pair.judgeId === judgeId).length);
  return Math.max(...loads) - Math.min(...loads) <= 1;
}

const noConflicts = (input: AssignmentInput, pairs: JudgePair[]) => {
  const excluded = new Set(input.excluded.map(key));
  return pairs.every((pair) => !excluded.has(key(pair))) && new Set(pairs.map(key)).size === pairs.length;
};

/** When exclusions make even loads impossible: no project of a judge with 2 more could go to the other instead. */
function noBetterMove(input: AssignmentInput, pairs: JudgePair[]) {
  const excluded = new Set(input.excluded.map(key));
  const taken = new Set(pairs.map(key));
  const load = (judgeId: string) => pairs.filter((pair) => pair.judgeId === judgeId).length;
  return input.judges.every((busy) =>
    input.judges.every(
      (idle) =>
        load(busy) < load(idle) + 2 ||
        pairs
          .filter((pair) => pair.judgeId === busy)
          .every(
            (pair) =>
              excluded.has(key({ judgeId: idle, projectId: pair.projectId })) ||
              taken.has(key({ judgeId: idle, projectId: pair.projectId })),
          ),
    ),
  );
}

function fairnessProperty(assign: Assign) {
  return fc.property(
    hackathonsWith(true).map((input) => ({ ...input, perTrack: false })),
    (input) => {
      const pairs = assign(input);
      return coverageHolds(input, pairs) && loadsWithinOne(input, pairs) && noConflicts(input, pairs);
    },
  );
}

/** The obvious way: walk the judges in a circle, the next N for each project. */
const naiveRoundRobin: Assign = (input) => {
  const pairs: JudgePair[] = [];
  let next = 0;
  for (const project of input.projects) {
    for (let i = 0; i < Math.min(input.judgesPerProject, input.judges.length); i++)
      pairs.push({ judgeId: input.judges[next++ % input.judges.length], projectId: project.id });
  }
  return pairs;
};

describe('assignJudges', () => {
  it('covers every project with N judges (or all it may have), within one project of each other, never a conflict', () => {
    fc.assert(fairnessProperty(assignJudges), { numRuns: 400 });
  });

  it('with more exclusions: still covered and conflict-free, and no project could move to a judge with 2 fewer', () => {
    fc.assert(
      fc.property(
        hackathons.map((input) => ({ ...input, perTrack: false })),
        (input) => {
          const pairs = assignJudges(input);
          return coverageHolds(input, pairs) && noConflicts(input, pairs) && noBetterMove(input, pairs);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('a naive round-robin fails the same properties (the properties can fail)', () => {
    const result = fc.check(fairnessProperty(naiveRoundRobin), { numRuns: 400 });
    expect(result.failed).toBe(true);
  });

  it('keeps every locked pair, covers, and balances the rest on a re-run after a judge drops out', () => {
    fc.assert(
      fc.property(
        hackathons.map((input) => ({ ...input, perTrack: false })),
        fc.nat(),
        (input, drop) => {
          const first = assignJudges(input);
          const dropped = input.judges[drop % input.judges.length];
          const locked = first.filter((_, i) => i % 3 === 0);
          const again = { ...input, judges: input.judges.filter((judgeId) => judgeId !== dropped), locked };
          const second = assignJudges(again);
          const keys = new Set(second.map(key));
          expect(locked.every((pair) => keys.has(key(pair)))).toBe(true);
          expect(
            second.filter((pair) => pair.judgeId === dropped).every((pair) => locked.some((kept) => key(kept) === key(pair))),
          ).toBe(true);
          expect(noConflicts(input, second)).toBe(true);
          for (const project of input.projects) {
            const eligible = new Set([
              ...eligibleFor(again, project.id),
              ...locked.filter((pair) => pair.projectId === project.id).map((pair) => pair.judgeId),
            ]);
            expect(second.filter((pair) => pair.projectId === project.id).length).toBeGreaterThanOrEqual(
              Math.min(input.judgesPerProject, eligible.size),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('per track: each judge judges one track, every project is covered from its panel, no conflicts', () => {
    fc.assert(
      fc.property(
        hackathons.map((input) => ({ ...input, perTrack: true, excluded: [] })),
        (input) => {
          const pairs = assignJudges(input);
          const trackOf = new Map(input.projects.map((project) => [project.id, project.trackId]));
          const tracks = new Set(input.projects.map((project) => project.trackId));
          const pooled = tracks.size >= 2 && input.judges.length >= input.judgesPerProject * tracks.size;
          const panelOf = new Map<string, string>();
          for (const judgeId of input.judges) {
            const judged = new Set(pairs.filter((pair) => pair.judgeId === judgeId).map((pair) => trackOf.get(pair.projectId)!));
            if (pooled) expect(judged.size).toBeLessThanOrEqual(1);
            if (judged.size === 1) panelOf.set(judgeId, [...judged][0]);
          }
          // Within a panel, loads are within one project of each other.
          if (pooled) {
            for (const track of tracks) {
              const loads = input.judges
                .filter((judgeId) => panelOf.get(judgeId) === track)
                .map((judgeId) => pairs.filter((pair) => pair.judgeId === judgeId).length);
              if (loads.length) expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
            }
          }
          for (const project of input.projects) {
            expect(pairs.filter((pair) => pair.projectId === project.id).length).toBeGreaterThanOrEqual(
              Math.min(input.judgesPerProject, input.judges.length),
            );
          }
          expect(coverageHolds(input, pairs) && noConflicts(input, pairs)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives nothing to a judge in conflict with everything, and everything else to the others', () => {
    const pairs = assignJudges({
      judgesPerProject: 2,
      perTrack: false,
      projects: [
        { id: 'a', trackId: 't' },
        { id: 'b', trackId: 't' },
      ],
      judges: ['x', 'y', 'z'],
      excluded: [
        { judgeId: 'x', projectId: 'a' },
        { judgeId: 'x', projectId: 'b' },
      ],
      locked: [],
    });
    expect(pairs.map(key).sort()).toEqual(['y/a', 'y/b', 'z/a', 'z/b']);
  });
});
