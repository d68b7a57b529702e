// Demo data for hackathons: the demo hackathon gets its tracks, a submission deadline, teams in
// every recruit status with their members, comments, a saved project and the lounge's news, so the
// project pages and For You are alive on a fresh clone. Every team member is one of the demo
// registrations' approved PARTICIPANTs (server/modules/registrations/demo-registrations.ts).
import { and, eq, inArray } from 'drizzle-orm';
import type { RecruitStatus } from '../../../contract/hackathons.ts';
import type { HackathonPosition, HackathonSkill } from '../../../contract/users.ts';
import {
  events,
  hackathonComments,
  hackathonMembers,
  hackathonProjectSaves,
  hackathonProjects,
  hackathonSettings,
  hackathonTracks,
  registrations,
  users,
} from '../../db/schema/index.ts';
import type { DemoSeeder } from '../../seed/demo.ts';
import { announceNewMember, announceTeamChange } from './announcements.ts';

export const DEMO_HACKATHON = 'moim-spring-hackathon-2026';

const tracks = [
  { key: 'community', name: 'Tools for communities · 커뮤니티 도구', description: 'Make it easier for people to find each other and gather.' },
  { key: 'ai', name: 'AI for good · 착한 AI', description: 'Assistants and models that help people, not replace them.' },
  { key: 'open', name: 'Open track · 자유 주제', description: 'Anything that fits the theme.' },
] as const;

type DemoProject = {
  track: (typeof tracks)[number]['key'];
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
};

const projects: DemoProject[] = [
  {
    track: 'community', title: 'Moim Match', teamName: 'Pangyo Pythons', recruitStatus: 'TEAM_BUILDING_COMPLETE',
    summary: 'Pairs people at a meetup by what they offer and what they seek, and suggests an opening line.',
    description: '<p>Moim Match reads the lounge cards of everyone at an event and suggests three people to meet first.</p><ul><li>Matching on roles and skills</li><li>An icebreaker for each pair</li></ul>',
    keywords: ['matching', 'networking'], techStack: ['PYTHON', 'GO', 'REACT', 'KUBERNETES'], positions: [],
    leader: 'minji.park@guest.example', members: ['hyunwoo.kang@guest.example', 'taeyang.yoon@guest.example'], sourceCode: 'https://github.com/moim-demo/moim-match',
  },
  {
    track: 'community', title: 'Study Buddy', teamName: '오늘의스터디', recruitStatus: 'MEMBER_FINDING',
    summary: '스터디 모임의 출석, 과제와 회고를 한곳에서. 프론트엔드와 백엔드 팀원을 찾고 있어요.',
    description: '<p>스터디 모임을 운영하는 사람을 위한 도구입니다. 출석 체크, 과제 제출, 주간 회고를 한 화면에서 관리해요.</p>',
    keywords: ['edtech', 'study'], techStack: ['REACT', 'TYPESCRIPT', 'FIGMA'], positions: ['FRONTEND', 'BACKEND'],
    leader: 'yuna.choi@guest.example', members: ['seojun.lee@moim.example'],
  },
  {
    track: 'ai', title: 'Helpdesk Hero', teamName: 'Support Squad', recruitStatus: 'MEMBER_FINDING',
    summary: 'An assistant that drafts answers for volunteer-run help desks, with sources a human checks before sending.',
    description: '<p>Small communities answer the same questions again and again. Helpdesk Hero drafts an answer from past threads and shows where each sentence came from.</p>',
    keywords: ['LLM', 'support'], techStack: ['PYTHON', 'AWS'], positions: ['BACKEND', 'DEVOPS'],
    leader: 'mei.tanaka@guest.example', members: [],
  },
  {
    track: 'open', title: 'Seoul Transit Buddy', teamName: 'Night Bus', recruitStatus: 'TEAM_FINDING',
    summary: 'A mobile app that tells a group how to get home together after a late event. Looking for a team to join forces with.',
    description: '<p>After a late meetup, who takes which night bus? Seoul Transit Buddy plans the way home for a group.</p>',
    keywords: ['mobile', 'transit'], techStack: ['FLUTTER', 'KOTLIN', 'FIREBASE'], positions: ['DESIGNER'],
    leader: 'ethan.wright@guest.example', members: [],
  },
];

const comments: { project: string; author: string; body: string }[] = [
  { project: 'Moim Match', author: 'daniel.cho@guest.example', body: 'Would love to see how the icebreakers are chosen. Happy to chat at the demo.' },
  { project: 'Study Buddy', author: 'priya.nair@guest.example', body: 'Clear problem. How will you know a study group is going well?' },
  { project: 'Study Buddy', author: 'jaemin.oh@guest.example', body: '백엔드 자리 아직 있나요? Spring으로 도울 수 있어요!' },
  { project: 'Helpdesk Hero', author: 'seojun.lee@moim.example', body: '출처 표시 UI가 핵심일 것 같아요. 디자인 도움 필요하면 말해 주세요.' },
];

const DAY = 86_400_000;

export const demoHackathonsSeeder: DemoSeeder = {
  name: 'hackathons',
  async seed(db, clock) {
    const [event] = await db.select().from(events).where(eq(events.handle, DEMO_HACKATHON));
    if (!event) return false;
    const [already] = await db.select({ id: hackathonTracks.id }).from(hackathonTracks).where(eq(hackathonTracks.eventId, event.id)).limit(1);
    if (already) return false;
    const emails = [...new Set([...projects.flatMap((p) => [p.leader, ...p.members]), ...comments.map((c) => c.author), 'sora.jung@guest.example'])];
    const people = await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(inArray(users.email, emails));
    const byEmail = new Map(people.map((p) => [p.email, p]));
    const participants = new Set(
      (
        await db
          .select({ userId: registrations.userId })
          .from(registrations)
          .where(and(eq(registrations.eventId, event.id), eq(registrations.status, 'APPROVED'), eq(registrations.participationType, 'PARTICIPANT')))
      ).map((r) => r.userId),
    );
    const isParticipant = (email: string) => participants.has(byEmail.get(email)?.id ?? null);
    const now = clock.now();
    await db.transaction(async (tx) => {
      // Submissions close at noon on the hackathon's second day.
      await tx.insert(hackathonSettings).values({ eventId: event.id, enabled: true, submissionDeadline: new Date(event.startsAt.getTime() + DAY + 3 * 3_600_000), updatedAt: now });
      const trackIds = new Map<string, string>();
      for (const [i, track] of tracks.entries()) {
        const at = new Date(now.getTime() + i * 1000);
        const [row] = await tx.insert(hackathonTracks).values({ eventId: event.id, name: track.name, description: track.description, createdAt: at, updatedAt: at }).returning();
        trackIds.set(track.key, row.id);
      }
      const projectIds = new Map<string, string>();
      for (const [i, demo] of projects.entries()) {
        if (!isParticipant(demo.leader)) continue;
        // Staggered so "newest first" has an order to show.
        const at = new Date(now.getTime() - (projects.length - i) * 3_600_000);
        const [project] = await tx
          .insert(hackathonProjects)
          .values({
            eventId: event.id, trackId: trackIds.get(demo.track)!, title: demo.title, teamName: demo.teamName, description: demo.description, summary: demo.summary,
            keywords: demo.keywords, links: { sourceCode: demo.sourceCode ?? null, demoVideo: null, presentation: null, other: null },
            contactMethod: 'EMAIL', contactValue: demo.leader, techStack: demo.techStack, positions: demo.positions, recruitStatus: 'MEMBER_FINDING', createdAt: at, updatedAt: at,
          })
          .returning();
        projectIds.set(demo.title, project.id);
        await tx.insert(hackathonMembers).values({ projectId: project.id, eventId: event.id, userId: byEmail.get(demo.leader)!.id, role: 'LEADER', joinedAt: at });
        await announceTeamChange(tx, at, project, null);
        for (const email of demo.members.filter(isParticipant)) {
          const person = byEmail.get(email)!;
          await tx.insert(hackathonMembers).values({ projectId: project.id, eventId: event.id, userId: person.id, role: 'MEMBER', joinedAt: at });
          await announceNewMember(tx, at, project, person.name);
        }
        if (demo.recruitStatus !== 'MEMBER_FINDING') {
          const [updated] = await tx.update(hackathonProjects).set({ recruitStatus: demo.recruitStatus }).where(eq(hackathonProjects.id, project.id)).returning();
          await announceTeamChange(tx, at, updated, project);
        }
      }
      for (const [i, comment] of comments.entries()) {
        const projectId = projectIds.get(comment.project);
        const author = byEmail.get(comment.author);
        if (!projectId || !author) continue;
        const at = new Date(now.getTime() - (comments.length - i) * 600_000);
        await tx.insert(hackathonComments).values({ projectId, authorId: author.id, body: comment.body, createdAt: at, updatedAt: at });
      }
      const saver = byEmail.get('sora.jung@guest.example');
      const studyBuddy = projectIds.get('Study Buddy');
      if (saver && studyBuddy) await tx.insert(hackathonProjectSaves).values({ userId: saver.id, projectId: studyBuddy, createdAt: now });
    });
    return true;
  },
};
