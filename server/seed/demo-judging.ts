// Demo data for judging. The ongoing demo hackathon gets three bilingual criteria, its JUDGE guest
// and its host team as judges (its staff member is also on a team: the own-team conflict shows)
// and two judges per project assigned by assignJudges, but no scores: its deadline lies ahead, so
// judging has not opened and the judges see it as not yet open. The finished demo hackathon gets
// its own criteria, judges and assignment, every assigned score submitted after its deadline and
// its results published (without the results email), so its event page shows the ranking.
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../platform/db/client.ts';
import {
  eventHosts,
  events,
  judgingAssignments,
  judgingCriteria,
  judgingHostJudges,
  judgingScores,
  judgingSettings,
} from '../platform/db/schema/index.ts';
import type { DemoSeeder } from './demo.ts';
import { DEMO_FINISHED_HACKATHON, DEMO_HACKATHON } from './demo-hackathons.ts';
import { submissionDeadlineOf, assignJudges, eligibleJudges, listProjectRefs, teamPairs } from '../hackathons/index.ts';

type DemoCriterion = {
  nameEn: string;
  nameKo: string;
  descriptionEn: string;
  descriptionKo: string;
  weight: number;
  scale: 5 | 10;
};

const springCriteria: DemoCriterion[] = [
  {
    nameEn: 'Impact',
    nameKo: '임팩트',
    descriptionEn: 'Does it solve a real problem for a community?',
    descriptionKo: '커뮤니티의 실제 문제를 해결하나요?',
    weight: 40,
    scale: 10,
  },
  {
    nameEn: 'Execution',
    nameKo: '완성도',
    descriptionEn: 'How far did the team get in two days?',
    descriptionKo: '이틀 동안 얼마나 완성했나요?',
    weight: 35,
    scale: 10,
  },
  {
    // Written in Korean only: English readers see the Korean, as a host who writes one language expects.
    nameEn: '',
    nameKo: '발표',
    descriptionEn: '',
    descriptionKo: '데모가 명확하고 설득력 있나요?',
    weight: 25,
    scale: 5,
  },
];

const winterCriteria: DemoCriterion[] = [
  {
    nameEn: 'Usefulness',
    nameKo: '유용성',
    descriptionEn: 'Would neighbours use it this winter?',
    descriptionKo: '이번 겨울 이웃들이 실제로 쓸까요?',
    weight: 50,
    scale: 10,
  },
  {
    nameEn: 'Craft',
    nameKo: '완성도',
    descriptionEn: 'Does the demo work end to end?',
    descriptionKo: '데모가 처음부터 끝까지 동작하나요?',
    weight: 30,
    scale: 10,
  },
  {
    nameEn: 'Pitch',
    nameKo: '발표',
    descriptionEn: 'Is the story clear in three minutes?',
    descriptionKo: '3분 안에 이야기가 명확한가요?',
    weight: 20,
    scale: 5,
  },
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A judge's values for the nth project they scored: judges disagree a little, projects differ more. */
const valuesOf = (criteria: { id: string; scale: number }[], project: number, judge: number) =>
  Object.fromEntries(
    criteria.map((criterion, i) => [
      criterion.id,
      Math.max(1, criterion.scale - (((project * 2 + judge + i) % criterion.scale) % 4)),
    ]),
  );

const comments = ['Clear demo, a real need. 데모가 명확하고 필요가 분명해요.', '', '발표가 좋았어요. The pitch landed.', ''];

/** Criteria, judges (the JUDGE guests and the whole host team) and an assignment; the assignments made. */
async function prepareJudging(tx: Tx, eventId: string, criteria: DemoCriterion[], at: Date) {
  await tx.insert(judgingSettings).values({ eventId, judgesPerProject: 2, perTrack: false, lastAssignedAt: at, updatedAt: at });
  const rows = await tx
    .insert(judgingCriteria)
    .values(criteria.map((criterion, position) => ({ ...criterion, eventId, position, createdAt: at })))
    .returning();
  const hosts = await tx
    .select({ userId: eventHosts.userId })
    .from(eventHosts)
    .where(eq(eventHosts.eventId, eventId))
    .orderBy(asc(eventHosts.addedAt));
  if (hosts.length)
    await tx.insert(judgingHostJudges).values(hosts.map((host) => ({ eventId, userId: host.userId, createdAt: at })));
  const [projects, judges, teams] = await Promise.all([
    listProjectRefs(tx, eventId),
    eligibleJudges(tx, eventId),
    teamPairs(tx, eventId),
  ]);
  const pairs = assignJudges({
    judgesPerProject: 2,
    perTrack: false,
    projects: projects.map((project) => ({ id: project.id, trackId: project.track.id })),
    judges: judges.map((judge) => judge.userId),
    excluded: teams,
    locked: [],
  });
  if (pairs.length) await tx.insert(judgingAssignments).values(pairs.map((pair) => ({ ...pair, eventId, createdAt: at })));
  return { criteria: rows, pairs, projects: projects.map((project) => project.id), judges: judges.map((judge) => judge.userId) };
}

/** Every assignment scored and submitted in the days after the deadline, then the results published. */
async function judgeAndPublish(tx: Tx, eventId: string, deadline: Date, judging: Awaited<ReturnType<typeof prepareJudging>>) {
  const { criteria, pairs, projects, judges } = judging;
  if (pairs.length) {
    await tx.insert(judgingScores).values(
      pairs.map((pair, i) => {
        const at = new Date(deadline.getTime() + 2 * HOUR + i * 20 * 60_000);
        const values = valuesOf(criteria, projects.indexOf(pair.projectId), judges.indexOf(pair.judgeId));
        return {
          ...pair,
          eventId,
          status: 'SUBMITTED' as const,
          values,
          comment: comments[i % comments.length],
          createdAt: at,
          updatedAt: at,
          submittedAt: at,
        };
      }),
    );
  }
  const publishedAt = new Date(deadline.getTime() + 2 * DAY);
  await tx.update(judgingSettings).set({ publishedAt, updatedAt: publishedAt }).where(eq(judgingSettings.eventId, eventId));
}

const demoJudgings = [
  { handle: DEMO_HACKATHON, criteria: springCriteria, finished: false },
  { handle: DEMO_FINISHED_HACKATHON, criteria: winterCriteria, finished: true },
];

export const demoJudgingSeeder: DemoSeeder = {
  name: 'judging',
  async seed(db: Db, clock) {
    let seeded = false;
    for (const demo of demoJudgings) {
      const [event] = await db.select({ id: events.id }).from(events).where(eq(events.handle, demo.handle));
      if (!event) continue;
      const [already] = await db
        .select({ id: judgingCriteria.id })
        .from(judgingCriteria)
        .where(eq(judgingCriteria.eventId, event.id))
        .limit(1);
      if (already) continue;
      const deadline = await submissionDeadlineOf(db, event.id);
      // The finished one's judges were assigned the hour before its deadline.
      const assignedAt = demo.finished && deadline ? new Date(deadline.getTime() - HOUR) : clock.now();
      await db.transaction(async (tx) => {
        const judging = await prepareJudging(tx, event.id, demo.criteria, assignedAt);
        if (demo.finished && deadline) await judgeAndPublish(tx, event.id, deadline, judging);
      });
      seeded = true;
    }
    return seeded;
  },
};
