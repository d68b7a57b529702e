// Who judges which project: one pure function (docs/judging.md, decision 013).
//
// - Coverage: every project gets judgesPerProject judges, or every judge allowed to judge it when
//   there are fewer.
// - Never a judge's own team's project, nor one they declared a conflict with (`excluded`).
// - Kept: pairs with a draft or submitted score (`locked`) stay, whoever the judge is now; they
//   count towards the project's coverage and the judge's load. Everything else is redistributed.
// - Balance: the loads are as even as the exclusions allow — within one project of each other
//   whenever such an assignment exists. It is a min-cost flow whose cost for a judge's next
//   project grows with the judge's load, so the cheapest complete assignment is the most even.
// - Per track: the judges are split into one panel per track (at least judgesPerProject each, the
//   rest in proportion to the tracks' projects) and a judge only judges their panel's track, so
//   every project of a track is compared by the same people. With too few judges for that, the
//   tracks share the judges as when perTrack is off.

export type JudgePair = { judgeId: string; projectId: string };

export type AssignmentInput = {
  judgesPerProject: number;
  perTrack: boolean;
  projects: { id: string; trackId: string }[];
  /** the judges who may be given new projects */
  judges: string[];
  excluded: JudgePair[];
  locked: JudgePair[];
};

const pairKey = (judgeId: string, projectId: string) => `${judgeId}\u0000${projectId}`;

export function assignJudges(input: AssignmentInput): JudgePair[] {
  const excluded = new Set(input.excluded.map((pair) => pairKey(pair.judgeId, pair.projectId)));
  const projectIds = new Set(input.projects.map((project) => project.id));
  const locked = input.locked.filter((pair) => projectIds.has(pair.projectId));
  const lockedKeys = new Set(locked.map((pair) => pairKey(pair.judgeId, pair.projectId)));
  const judges = [...new Set(input.judges)];
  const panels = panelsOf(input, judges, locked);
  const trackOf = new Map(input.projects.map((project) => [project.id, project.trackId]));

  const allowed = (judgeId: string, projectId: string) =>
    !excluded.has(pairKey(judgeId, projectId)) &&
    !lockedKeys.has(pairKey(judgeId, projectId)) &&
    (!panels || panels.get(judgeId) === trackOf.get(projectId));

  const lockedPerProject = countBy(locked, (pair) => pair.projectId);
  const lockedPerJudge = countBy(locked, (pair) => pair.judgeId);
  const needs = input.projects.map((project) => {
    const candidates = judges.filter((judgeId) => allowed(judgeId, project.id));
    const have = lockedPerProject.get(project.id) ?? 0;
    return { project, candidates, need: Math.max(0, Math.min(input.judgesPerProject, have + candidates.length) - have) };
  });

  const added = balancedFlow(needs, judges, (judgeId) => lockedPerJudge.get(judgeId) ?? 0);
  return [...locked, ...added];
}

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** judge → their panel's track, or null when the tracks share the judges. */
function panelsOf(input: AssignmentInput, judges: string[], locked: JudgePair[]): Map<string, string> | null {
  const tracks = [...new Set(input.projects.map((project) => project.trackId))];
  const perTrackMinimum = input.judgesPerProject;
  if (!input.perTrack || tracks.length < 2 || judges.length < perTrackMinimum * tracks.length) return null;

  const projectsPerTrack = countBy(input.projects, (project) => project.trackId);
  const extra = judges.length - perTrackMinimum * tracks.length;
  const shares = tracks.map((track) => (extra * (projectsPerTrack.get(track) ?? 0)) / input.projects.length);
  const targets = new Map(tracks.map((track, i) => [track, perTrackMinimum + Math.floor(shares[i])]));
  let left = extra - shares.reduce((sum, share) => sum + Math.floor(share), 0);
  for (const i of tracks
    .map((_, i) => i)
    .sort((a, b) => shares[b] - Math.floor(shares[b]) - (shares[a] - Math.floor(shares[a])) || a - b)) {
    if (left-- <= 0) break;
    targets.set(tracks[i], targets.get(tracks[i])! + 1);
  }

  // A judge who already scored in a track stays in it (the track where they scored most).
  const trackOf = new Map(input.projects.map((project) => [project.id, project.trackId]));
  const panels = new Map<string, string>();
  const sizes = new Map(tracks.map((track) => [track, 0]));
  for (const judgeId of judges) {
    const scoredTracks = countBy(
      locked.filter((pair) => pair.judgeId === judgeId),
      (pair) => trackOf.get(pair.projectId)!,
    );
    const home = [...scoredTracks.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    if (home === undefined) continue;
    panels.set(judgeId, home);
    sizes.set(home, sizes.get(home)! + 1);
  }
  for (const judgeId of judges) {
    if (panels.has(judgeId)) continue;
    const track = tracks.reduce((best, track) =>
      targets.get(track)! - sizes.get(track)! > targets.get(best)! - sizes.get(best)! ? track : best,
    );
    panels.set(judgeId, track);
    sizes.set(track, sizes.get(track)! + 1);
  }
  return panels;
}

type Edge = { to: number; capacity: number; cost: number; reverse: number };

/**
 * Sends each project's need to its candidates at the least total cost, where a judge's k-th new
 * project costs their kept load + k: the cheapest complete assignment is the most balanced one.
 */
function balancedFlow(
  needs: { project: { id: string }; candidates: string[]; need: number }[],
  judges: string[],
  keptLoad: (judgeId: string) => number,
): JudgePair[] {
  const source = 0;
  const judgeNode = new Map(judges.map((judgeId, i) => [judgeId, 1 + needs.length + i]));
  const sink = 1 + needs.length + judges.length;
  const graph: Edge[][] = Array.from({ length: sink + 1 }, () => []);
  const addEdge = (from: number, to: number, capacity: number, cost: number) => {
    graph[from].push({ to, capacity, cost, reverse: graph[to].length });
    graph[to].push({ to: from, capacity: 0, cost: -cost, reverse: graph[from].length - 1 });
  };

  const candidateCount = new Map<string, number>();
  needs.forEach((entry, i) => {
    if (entry.need === 0) return;
    addEdge(source, 1 + i, entry.need, 0);
    for (const judgeId of entry.candidates) {
      addEdge(1 + i, judgeNode.get(judgeId)!, 1, 0);
      candidateCount.set(judgeId, (candidateCount.get(judgeId) ?? 0) + 1);
    }
  });
  for (const judgeId of judges) {
    const base = keptLoad(judgeId);
    for (let k = 0; k < (candidateCount.get(judgeId) ?? 0); k++) addEdge(judgeNode.get(judgeId)!, sink, 1, base + k);
  }

  while (augmentCheapest(graph, source, sink));

  const pairs: JudgePair[] = [];
  needs.forEach((entry, i) => {
    for (const edge of graph[1 + i]) {
      if (edge.to === source || edge.capacity !== 0) continue;
      pairs.push({ judgeId: judges[edge.to - 1 - needs.length], projectId: entry.project.id });
    }
  });
  return pairs;
}

/** One unit along the cheapest path (Bellman–Ford with a queue: the residual costs can be negative). */
function augmentCheapest(graph: Edge[][], source: number, sink: number): boolean {
  const distance = new Array<number>(graph.length).fill(Infinity);
  const via = new Array<{ node: number; edge: number } | null>(graph.length).fill(null);
  const queued = new Array<boolean>(graph.length).fill(false);
  distance[source] = 0;
  const queue = [source];
  queued[source] = true;
  while (queue.length > 0) {
    const node = queue.shift()!;
    queued[node] = false;
    graph[node].forEach((edge, index) => {
      if (edge.capacity <= 0 || distance[node] + edge.cost >= distance[edge.to]) return;
      distance[edge.to] = distance[node] + edge.cost;
      via[edge.to] = { node, edge: index };
      if (!queued[edge.to]) {
        queued[edge.to] = true;
        queue.push(edge.to);
      }
    });
  }
  if (distance[sink] === Infinity) return false;
  for (let node = sink; node !== source;) {
    const step = via[node]!;
    const edge = graph[step.node][step.edge];
    edge.capacity -= 1;
    graph[edge.to][edge.reverse].capacity += 1;
    node = step.node;
  }
  return true;
}
