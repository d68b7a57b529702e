// Demo data for hackathons: the ongoing demo hackathon gets its tracks, a submission deadline ahead,
// teams in every recruit status with their members, comments, a saved project, an open join
// request and an invitation, and the lounge's news, so the project pages and For You are alive on
// a fresh clone. The finished one (its event lies in the past) gets two tracks and five complete
// teams whose handed-in text was made before its deadline, which has passed: what the judges
// scored is frozen. Every team member is one of the demo registrations' approved PARTICIPANTs
// (server/seed/demo-registrations.ts).
import { and, eq, inArray } from 'drizzle-orm';
import type { RecruitStatus } from '../../contract/hackathons.ts';
import type { HackathonPosition, HackathonSkill } from '../../contract/users.ts';
import {
  events,
  hackathonComments,
  hackathonMembers,
  hackathonProjectSaves,
  hackathonProjects,
  hackathonSettings,
  hackathonTeamRequests,
  hackathonTracks,
  registrations,
  users,
} from '../platform/db/schema/index.ts';
import type { Db } from '../platform/db/client.ts';
import type { DemoSeeder } from './demo.ts';
import { announceNewMember, announceTeamChange } from '../hackathons/index.ts';

export const DEMO_HACKATHON = 'moim-spring-hackathon-2026';
/** Finished: its deadline has passed, every project is judged and the results are published. */
export const DEMO_FINISHED_HACKATHON = 'moim-winter-hackathon-2025';

const springTracks = [
  {
    key: 'community',
    name: 'Tools for communities · 커뮤니티 도구',
    description: 'Make it easier for people to find each other and gather.',
  },
  { key: 'ai', name: 'AI for good · 착한 AI', description: 'Assistants and models that help people, not replace them.' },
  { key: 'open', name: 'Open track · 자유 주제', description: 'Anything that fits the theme.' },
] as const;

type DemoProject = {
  track: string;
  title: string;
  teamName: string;
  summary: string;
  description: string;
  keywords: string[];
  techStack: HackathonSkill[];
  positions: HackathonPosition[];
  recruitStatus: RecruitStatus;
  leader: string;
  members: string[];
  sourceCode?: string;
  demoVideo?: string;
  presentation?: string;
};

const springProjects: DemoProject[] = [
  {
    track: 'community',
    title: 'Moim Match',
    teamName: 'Pangyo Pythons',
    recruitStatus: 'TEAM_BUILDING_COMPLETE',
    summary: 'Pairs people at a meetup by what they offer and what they seek, and suggests an opening line.',
    description:
      '<p>Moim Match reads the lounge cards of everyone at an event and suggests three people to meet first.</p><ul><li>Matching on roles and skills</li><li>An icebreaker for each pair</li></ul>',
    keywords: ['matching', 'networking'],
    techStack: ['PYTHON', 'GO', 'REACT', 'KUBERNETES'],
    positions: [],
    leader: 'minji.park@guest.example',
    members: ['hyunwoo.kang@guest.example', 'taeyang.yoon@guest.example'],
    sourceCode: 'https://github.com/moim-demo/moim-match',
  },
  {
    track: 'community',
    title: 'Study Buddy',
    teamName: '오늘의스터디',
    recruitStatus: 'MEMBER_FINDING',
    summary: '스터디 모임의 출석, 과제와 회고를 한곳에서. 프론트엔드와 백엔드 팀원을 찾고 있어요.',
    description: '<p>스터디 모임을 운영하는 사람을 위한 도구입니다. 출석 체크, 과제 제출, 주간 회고를 한 화면에서 관리해요.</p>',
    keywords: ['edtech', 'study'],
    techStack: ['REACT', 'TYPESCRIPT', 'FIGMA'],
    positions: ['FRONTEND', 'BACKEND'],
    leader: 'yuna.choi@guest.example',
    members: ['seojun.lee@moim.example'],
  },
  {
    track: 'ai',
    title: 'Helpdesk Hero',
    teamName: 'Support Squad',
    recruitStatus: 'MEMBER_FINDING',
    summary: 'An assistant that drafts answers for volunteer-run help desks, with sources a human checks before sending.',
    description:
      '<p>Small communities answer the same questions again and again. Helpdesk Hero drafts an answer from past threads and shows where each sentence came from.</p>',
    keywords: ['LLM', 'support'],
    techStack: ['PYTHON', 'AWS'],
    positions: ['BACKEND', 'DEVOPS'],
    leader: 'mei.tanaka@guest.example',
    members: [],
  },
  {
    track: 'open',
    title: 'Seoul Transit Buddy',
    teamName: 'Night Bus',
    recruitStatus: 'TEAM_FINDING',
    summary:
      'A mobile app that tells a group how to get home together after a late event. Looking for a team to join forces with.',
    description: '<p>After a late meetup, who takes which night bus? Seoul Transit Buddy plans the way home for a group.</p>',
    keywords: ['mobile', 'transit'],
    techStack: ['FLUTTER', 'KOTLIN', 'FIREBASE'],
    positions: ['DESIGNER'],
    leader: 'ethan.wright@guest.example',
    members: [],
  },
];

type DemoComment = { project: string; author: string; body: string };

type DemoTeamRequest = {
  project: string;
  person: string;
  kind: 'REQUEST' | 'INVITATION';
  message: string;
  position: HackathonPosition | null;
};

const springTeamRequests: DemoTeamRequest[] = [
  {
    project: 'Study Buddy',
    person: 'jaemin.oh@guest.example',
    kind: 'REQUEST',
    message: '백엔드 자리 아직 있나요? Spring으로 API를 맡을 수 있어요.',
    position: 'BACKEND',
  },
  {
    project: 'Helpdesk Hero',
    person: 'sora.jung@guest.example',
    kind: 'INVITATION',
    message: 'Your card says you run help desks for a living. Join us and keep the drafts honest?',
    position: null,
  },
];

const springComments: DemoComment[] = [
  {
    project: 'Moim Match',
    author: 'daniel.cho@guest.example',
    body: 'Would love to see how the icebreakers are chosen. Happy to chat at the demo.',
  },
  {
    project: 'Study Buddy',
    author: 'priya.nair@guest.example',
    body: 'Clear problem. How will you know a study group is going well?',
  },
  { project: 'Study Buddy', author: 'jaemin.oh@guest.example', body: '백엔드 자리 아직 있나요? Spring으로 도울 수 있어요!' },
  {
    project: 'Helpdesk Hero',
    author: 'seojun.lee@moim.example',
    body: '출처 표시 UI가 핵심일 것 같아요. 디자인 도움 필요하면 말해 주세요.',
  },
];

const winterTracks = [
  {
    key: 'neighbourhood',
    name: 'Warmer neighbourhoods · 따뜻한 동네',
    description: 'Help neighbours share, swap and look out for each other through the cold months.',
  },
  { key: 'city', name: 'Greener city · 초록 도시', description: 'Make the greener choice in the city the easy one.' },
] as const;

const demoLinks = (slug: string) => ({
  sourceCode: `https://github.com/moim-demo/${slug}`,
  demoVideo: `https://video.example.com/moim-demo/${slug}`,
  presentation: `https://slides.example.com/moim-demo/${slug}`,
});

const winterProjects: DemoProject[] = [
  {
    track: 'neighbourhood',
    title: 'Neighbour Pantry',
    teamName: 'Shared Shelf',
    recruitStatus: 'TEAM_BUILDING_COMPLETE',
    summary: 'A shared shelf map for a building: post what you can spare, reserve what you need, pick it up at the door.',
    description:
      '<p>Neighbour Pantry turns the spare food and supplies of an apartment building into a small shared pantry.</p><ul><li>Post an item in ten seconds</li><li>Reservations that expire, so nothing waits forever</li></ul>',
    keywords: ['sharing', 'food'],
    techStack: ['REACT', 'TYPESCRIPT', 'FIREBASE'],
    positions: [],
    leader: 'yuna.choi@guest.example',
    members: ['hyunwoo.kang@guest.example'],
    ...demoLinks('neighbour-pantry'),
  },
  {
    track: 'neighbourhood',
    title: '골목 지도 · Alley Map',
    teamName: '골목탐험대',
    recruitStatus: 'TEAM_BUILDING_COMPLETE',
    summary: '눈 오는 날 미끄러운 골목과 제설된 길을 이웃이 함께 표시하는 지도. Neighbours mark icy alleys and cleared paths.',
    description:
      '<p>눈이 오면 동네 골목 중 어디가 미끄럽고 어디가 치워졌는지 이웃이 사진 한 장으로 알려 줍니다.</p><p>The map ranks the way home by how safe it is tonight.</p>',
    keywords: ['maps', 'safety'],
    techStack: ['PYTHON', 'REACT'],
    positions: [],
    leader: 'sora.jung@guest.example',
    members: ['jaemin.oh@guest.example'],
    ...demoLinks('alley-map'),
  },
  {
    track: 'neighbourhood',
    title: 'Snow Day Swap',
    teamName: 'Warm Hands',
    recruitStatus: 'TEAM_BUILDING_COMPLETE',
    summary: 'Swap winter clothes that children outgrew with families nearby, with a pickup time both sides agree on.',
    description:
      '<p>Children outgrow a winter coat every year. Snow Day Swap matches what one family no longer needs with what another is looking for.</p>',
    keywords: ['swap', 'family'],
    techStack: ['FLUTTER', 'KOTLIN', 'FIREBASE'],
    positions: [],
    leader: 'ethan.wright@guest.example',
    members: ['mei.tanaka@guest.example'],
    ...demoLinks('snow-day-swap'),
  },
  {
    track: 'city',
    title: 'Carbon Receipt',
    teamName: 'Green Bytes',
    recruitStatus: 'TEAM_BUILDING_COMPLETE',
    summary: '영수증을 찍으면 장보기의 탄소 발자국과 더 가벼운 대안을 보여 줍니다. A receipt in, a lighter basket out.',
    description:
      '<p>Carbon Receipt reads a shopping receipt and estimates the footprint of each line, with a lighter alternative from the same shop.</p>',
    keywords: ['climate', 'OCR'],
    techStack: ['PYTHON', 'GO', 'KUBERNETES'],
    positions: [],
    leader: 'minji.park@guest.example',
    members: ['taeyang.yoon@guest.example'],
    ...demoLinks('carbon-receipt'),
  },
  {
    track: 'city',
    title: 'Bike Lane Watch',
    teamName: '페달',
    recruitStatus: 'TEAM_BUILDING_COMPLETE',
    summary: 'Report a blocked bike lane with one tap; the city sees where it happens most, and when.',
    description:
      '<p>A parked van in the bike lane is a two-second report. Bike Lane Watch gathers them into a map of where lanes are blocked most.</p>',
    keywords: ['cycling', 'civic'],
    techStack: ['FIGMA', 'REACT'],
    positions: [],
    leader: 'seojun.lee@moim.example',
    members: [],
    ...demoLinks('bike-lane-watch'),
  },
];

const winterComments: DemoComment[] = [
  {
    project: 'Neighbour Pantry',
    author: 'daniel.cho@guest.example',
    body: 'Would a building manager pay for this? Curious about the model.',
  },
  {
    project: 'Carbon Receipt',
    author: 'sora.jung@guest.example',
    body: '추정치의 출처를 같이 보여 주면 더 믿음이 갈 것 같아요.',
  },
];

type EventRow = typeof events.$inferSelect;

type DemoHackathon = {
  handle: string;
  tracks: readonly { key: string; name: string; description: string }[];
  projects: DemoProject[];
  comments: DemoComment[];
  /** A participant's saved project: [who, which]. */
  saved?: [string, string];
  /** Open join requests (from the person) and invitations (from the team's leader), waiting for an answer. */
  teamRequests?: DemoTeamRequest[];
  /** When the first project was made and the first comment written; the rest follow, an hour and ten minutes apart. */
  projectsFrom(event: EventRow, now: Date): Date;
  commentsFrom(event: EventRow, now: Date): Date;
};

const DAY = 86_400_000;
const HOUR = 3_600_000;

const demoHackathons: DemoHackathon[] = [
  {
    handle: DEMO_HACKATHON,
    tracks: springTracks,
    projects: springProjects,
    comments: springComments,
    saved: ['sora.jung@guest.example', 'Study Buddy'],
    teamRequests: springTeamRequests,
    projectsFrom: (_event, now) => new Date(now.getTime() - springProjects.length * HOUR),
    commentsFrom: (_event, now) => new Date(now.getTime() - springComments.length * 600_000),
  },
  {
    handle: DEMO_FINISHED_HACKATHON,
    tracks: winterTracks,
    projects: winterProjects,
    comments: winterComments,
    // Every team formed and handed in on the first day, well before the deadline.
    projectsFrom: (event) => new Date(event.startsAt.getTime() + 2 * HOUR),
    commentsFrom: (event) => new Date(event.startsAt.getTime() + 10 * HOUR),
  },
];

/** Submissions close at noon on the hackathon's second day. */
const deadlineOf = (event: EventRow) => new Date(event.startsAt.getTime() + DAY + 3 * HOUR);

async function seedHackathon(db: Db, now: Date, event: EventRow, demo: DemoHackathon): Promise<void> {
  const emails = [
    ...new Set([
      ...demo.projects.flatMap((p) => [p.leader, ...p.members]),
      ...demo.comments.map((c) => c.author),
      ...(demo.saved ? [demo.saved[0]] : []),
      ...(demo.teamRequests ?? []).map((r) => r.person),
    ]),
  ];
  const people = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.email, emails));
  const byEmail = new Map(people.map((p) => [p.email, p]));
  const participants = new Set(
    (
      await db
        .select({ userId: registrations.userId })
        .from(registrations)
        .where(
          and(
            eq(registrations.eventId, event.id),
            eq(registrations.status, 'APPROVED'),
            eq(registrations.participationType, 'PARTICIPANT'),
          ),
        )
    ).map((r) => r.userId),
  );
  const isParticipant = (email: string) => participants.has(byEmail.get(email)?.id ?? null);
  await db.transaction(async (tx) => {
    await tx
      .insert(hackathonSettings)
      .values({ eventId: event.id, enabled: true, submissionDeadline: deadlineOf(event), updatedAt: now });
    const trackIds = new Map<string, string>();
    for (const [i, track] of demo.tracks.entries()) {
      const at = new Date(now.getTime() + i * 1000);
      const [row] = await tx
        .insert(hackathonTracks)
        .values({ eventId: event.id, name: track.name, description: track.description, createdAt: at, updatedAt: at })
        .returning();
      trackIds.set(track.key, row.id);
    }
    const projectIds = new Map<string, string>();
    const projectsFrom = demo.projectsFrom(event, now).getTime();
    for (const [i, project] of demo.projects.entries()) {
      if (!isParticipant(project.leader)) continue;
      // Staggered so "newest first" has an order to show.
      const at = new Date(projectsFrom + i * HOUR);
      const [row] = await tx
        .insert(hackathonProjects)
        .values({
          eventId: event.id,
          trackId: trackIds.get(project.track)!,
          title: project.title,
          teamName: project.teamName,
          description: project.description,
          summary: project.summary,
          keywords: project.keywords,
          links: {
            sourceCode: project.sourceCode ?? null,
            demoVideo: project.demoVideo ?? null,
            presentation: project.presentation ?? null,
            other: null,
          },
          contactMethod: 'EMAIL',
          contactValue: project.leader,
          techStack: project.techStack,
          positions: project.positions,
          recruitStatus: 'MEMBER_FINDING',
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      projectIds.set(project.title, row.id);
      await tx
        .insert(hackathonMembers)
        .values({ projectId: row.id, eventId: event.id, userId: byEmail.get(project.leader)!.id, role: 'LEADER', joinedAt: at });
      await announceTeamChange(tx, at, row, null);
      for (const email of project.members.filter(isParticipant)) {
        const person = byEmail.get(email)!;
        await tx
          .insert(hackathonMembers)
          .values({ projectId: row.id, eventId: event.id, userId: person.id, role: 'MEMBER', joinedAt: at });
        await announceNewMember(tx, at, row, person.name);
      }
      if (project.recruitStatus !== 'MEMBER_FINDING') {
        const [updated] = await tx
          .update(hackathonProjects)
          .set({ recruitStatus: project.recruitStatus })
          .where(eq(hackathonProjects.id, row.id))
          .returning();
        await announceTeamChange(tx, at, updated, row);
      }
    }
    const commentsFrom = demo.commentsFrom(event, now).getTime();
    for (const [i, comment] of demo.comments.entries()) {
      const projectId = projectIds.get(comment.project);
      const author = byEmail.get(comment.author);
      if (!projectId || !author) continue;
      const at = new Date(commentsFrom + i * 600_000);
      await tx
        .insert(hackathonComments)
        .values({ projectId, authorId: author.id, body: comment.body, createdAt: at, updatedAt: at });
    }
    for (const [i, request] of (demo.teamRequests ?? []).entries()) {
      const projectId = projectIds.get(request.project);
      const project = demo.projects.find((p) => p.title === request.project);
      if (!projectId || !project || !isParticipant(request.person)) continue;
      const person = byEmail.get(request.person)!;
      const author = request.kind === 'REQUEST' ? person.id : byEmail.get(project.leader)!.id;
      await tx.insert(hackathonTeamRequests).values({
        eventId: event.id,
        projectId,
        userId: person.id,
        kind: request.kind,
        authorId: author,
        message: request.message,
        position: request.position,
        createdAt: new Date(now.getTime() - (i + 1) * 900_000),
      });
    }
    const saver = demo.saved && byEmail.get(demo.saved[0]);
    const savedProject = demo.saved && projectIds.get(demo.saved[1]);
    if (saver && savedProject)
      await tx.insert(hackathonProjectSaves).values({ userId: saver.id, projectId: savedProject, createdAt: now });
  });
}

export const demoHackathonsSeeder: DemoSeeder = {
  name: 'hackathons',
  async seed(db, clock) {
    let seeded = false;
    for (const demo of demoHackathons) {
      const [event] = await db.select().from(events).where(eq(events.handle, demo.handle));
      if (!event) continue;
      const [already] = await db
        .select({ id: hackathonTracks.id })
        .from(hackathonTracks)
        .where(eq(hackathonTracks.eventId, event.id))
        .limit(1);
      if (already) continue;
      await seedHackathon(db, clock.now(), event, demo);
      seeded = true;
    }
    return seeded;
  },
};
