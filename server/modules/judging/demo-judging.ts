// Demo data for judging: the demo hackathon gets three bilingual criteria, its JUDGE guest and its
// host team as judges (its staff member is also on a team: the own-team conflict shows), two judges per project assigned by assignJudges, and a few scores
// (submitted and drafts), so the host's judging pages and the judge's queue are alive on a fresh
// clone. The demo hackathon's deadline lies ahead, so the judges see judging as not yet open.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventHosts, events, judgingAssignments, judgingCriteria, judgingHostJudges, judgingScores, judgingSettings } from '../../db/schema/index.ts';
import type { DemoSeeder } from '../../seed/demo.ts';
import { DEMO_HACKATHON } from '../hackathons/hackathons.module.ts';
import { assignJudges } from './assign-judges.ts';
import { eligibleJudges } from './judges.service.ts';
import { listProjectRefs, teamPairs } from './project-refs.ts';

const criteria = [
  { nameEn: 'Impact', nameKo: '임팩트', descriptionEn: 'Does it solve a real problem for a community?', descriptionKo: '커뮤니티의 실제 문제를 해결하나요?', weight: 40, scale: 10 as const },
  { nameEn: 'Execution', nameKo: '완성도', descriptionEn: 'How far did the team get in two days?', descriptionKo: '이틀 동안 얼마나 완성했나요?', weight: 35, scale: 10 as const },
  { nameEn: 'Presentation', nameKo: '발표', descriptionEn: 'Is the demo clear and convincing?', descriptionKo: '데모가 명확하고 설득력 있나요?', weight: 25, scale: 5 as const },
];

export const demoJudgingSeeder: DemoSeeder = {
  name: 'judging',
  async seed(db: Db, clock) {
    const [event] = await db.select({ id: events.id }).from(events).where(eq(events.handle, DEMO_HACKATHON));
    if (!event) return false;
    const [already] = await db.select({ id: judgingCriteria.id }).from(judgingCriteria).where(eq(judgingCriteria.eventId, event.id)).limit(1);
    if (already) return false;
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx.insert(judgingSettings).values({ eventId: event.id, judgesPerProject: 2, perTrack: false, lastAssignedAt: now, updatedAt: now });
      const rows = await tx
        .insert(judgingCriteria)
        .values(criteria.map((criterion, position) => ({ ...criterion, eventId: event.id, position, createdAt: now })))
        .returning();
      const hosts = await tx.select({ userId: eventHosts.userId }).from(eventHosts).where(eq(eventHosts.eventId, event.id)).orderBy(asc(eventHosts.addedAt));
      if (hosts.length) await tx.insert(judgingHostJudges).values(hosts.map((host) => ({ eventId: event.id, userId: host.userId, createdAt: now })));
      const [projects, judges, teams] = await Promise.all([listProjectRefs(tx, event.id), eligibleJudges(tx, event.id), teamPairs(tx, event.id)]);
      const pairs = assignJudges({
        judgesPerProject: 2,
        perTrack: false,
        projects: projects.map((project) => ({ id: project.id, trackId: project.track.id })),
        judges: judges.map((judge) => judge.userId),
        excluded: teams,
        locked: [],
      });
      if (pairs.length === 0) return;
      await tx.insert(judgingAssignments).values(pairs.map((pair) => ({ ...pair, eventId: event.id, createdAt: now })));
      // A few scores: the first judge's first two submitted and a draft of the third; another judge's first submitted.
      const firstJudge = pairs.filter((pair) => pair.judgeId === judges[0]?.userId);
      const secondJudge = pairs.filter((pair) => pair.judgeId === judges[1]?.userId);
      const valuesFor = (seed: number) => Object.fromEntries(rows.map((row, i) => [row.id, Math.max(1, Math.min(row.scale, row.scale - ((seed + i) % 3)))]));
      const scored = [
        ...firstJudge.slice(0, 2).map((pair, i) => ({ ...pair, status: 'SUBMITTED' as const, values: valuesFor(i), comment: i === 0 ? 'Clear demo, real need. 데모가 명확해요.' : '' })),
        ...firstJudge.slice(2, 3).map((pair) => ({ ...pair, status: 'DRAFT' as const, values: { [rows[0].id]: 7 }, comment: '' })),
        ...secondJudge.slice(0, 1).map((pair) => ({ ...pair, status: 'SUBMITTED' as const, values: valuesFor(2), comment: '' })),
      ];
      if (scored.length) {
        await tx.insert(judgingScores).values(
          scored.map((score) => ({ ...score, eventId: event.id, createdAt: now, updatedAt: now, submittedAt: score.status === 'SUBMITTED' ? now : null })),
        );
      }
    });
    return true;
  },
};
