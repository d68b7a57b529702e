// Team-finding news for the event's lounge (codes FC01001–FC02004), written in the
// transaction that changes a team, worded here in both languages. The rules of when each is
// written are in docs/hackathons.md.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Announcement, AnnouncementCode, RecruitStatus } from '../../../contract/hackathons.ts';
import type { HackathonPosition } from '../../../contract/users.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import { hackathonAnnouncements, hackathonProjects } from '../../platform/db/schema/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';

type Params = Announcement['params'];
type Row = typeof hackathonAnnouncements.$inferSelect;

const positionNames: Record<'en' | 'ko', Record<HackathonPosition, string>> = {
  en: {
    PM: 'PM',
    DESIGNER: 'designer',
    FRONTEND: 'frontend developer',
    BACKEND: 'backend developer',
    FULLSTACK: 'full-stack developer',
    IOS: 'iOS developer',
    ANDROID: 'Android developer',
    DEVOPS: 'DevOps engineer',
    DEVELOPER: 'developer',
    MARKETER: 'marketer',
  },
  ko: {
    PM: 'PM',
    DESIGNER: '디자이너',
    FRONTEND: '프론트엔드 개발자',
    BACKEND: '백엔드 개발자',
    FULLSTACK: '풀스택 개발자',
    IOS: 'iOS 개발자',
    ANDROID: '안드로이드 개발자',
    DEVOPS: '데브옵스 엔지니어',
    DEVELOPER: '개발자',
    MARKETER: '마케터',
  },
};

const texts: Record<AnnouncementCode, Record<'en' | 'ko', (p: Params, positions: string) => string>> = {
  FC01001: { en: (p) => `${p.name} joined team ${p.teamName}.`, ko: (p) => `${p.name} 님이 ${p.teamName} 팀에 합류했어요.` },
  FC01002: { en: (p) => `Team ${p.teamName} found all its teammates.`, ko: (p) => `${p.teamName} 팀이 팀원을 모두 찾았어요.` },
  FC02001: {
    en: (p) => `${p.count} ${p.count === 1 ? 'team is' : 'teams are'} looking for members.`,
    ko: (p) => `${p.count}개 팀이 팀원을 찾고 있어요.`,
  },
  FC02002: {
    en: (p) => `${p.count} ${p.count === 1 ? 'team is' : 'teams are'} looking for a team to join.`,
    ko: (p) => `${p.count}개 팀이 함께할 팀을 찾고 있어요.`,
  },
  FC02003: {
    en: (p, positions) => `Team ${p.teamName} is looking for: ${positions}.`,
    ko: (p, positions) => `${p.teamName} 팀이 찾는 포지션: ${positions}`,
  },
  FC02004: {
    en: (p) => `${p.count} ${p.count === 1 ? 'team has' : 'teams have'} completed team building.`,
    ko: (p) => `${p.count}개 팀이 팀 빌딩을 마쳤어요.`,
  },
};

/** A position's name in a language, as the news and the team emails say it. */
export const positionName = (locale: 'en' | 'ko', position: HackathonPosition) => positionNames[locale][position];

export function toAnnouncement(row: Row): Announcement {
  const wording = texts[row.code];
  const positions = (locale: 'en' | 'ko') => (row.params.positions ?? []).map((p) => positionNames[locale][p]).join(', ');
  return {
    id: row.id,
    code: row.code,
    projectId: row.projectId,
    params: row.params,
    text: { en: wording.en(row.params, positions('en')), ko: wording.ko(row.params, positions('ko')) },
    createdAt: row.createdAt.toISOString(),
  };
}

const countCodes: Record<RecruitStatus, AnnouncementCode> = {
  MEMBER_FINDING: 'FC02001',
  TEAM_FINDING: 'FC02002',
  TEAM_BUILDING_COMPLETE: 'FC02004',
};

async function teamsIn(tx: Tx, eventId: string, status: RecruitStatus): Promise<number> {
  const [row] = await tx
    .select({ teams: count() })
    .from(hackathonProjects)
    .where(and(eq(hackathonProjects.eventId, eventId), eq(hackathonProjects.recruitStatus, status)));
  return row.teams;
}

type TeamState = { recruitStatus: RecruitStatus; positions: HackathonPosition[] };
type Team = { id: string; eventId: string; teamName: string } & TeamState;

/** What changed in a team's state, as news: a new status (with the new count), positions wanted, a completed team. */
export async function announceTeamChange(tx: Tx, now: Date, team: Team, before: TeamState | null): Promise<void> {
  const rows: (typeof hackathonAnnouncements.$inferInsert)[] = [];
  const add = (code: AnnouncementCode, params: Params) =>
    rows.push({ eventId: team.eventId, projectId: team.id, code, params, createdAt: now });
  if (before?.recruitStatus !== team.recruitStatus) {
    if (team.recruitStatus === 'TEAM_BUILDING_COMPLETE') add('FC01002', { teamName: team.teamName });
    add(countCodes[team.recruitStatus], { count: await teamsIn(tx, team.eventId, team.recruitStatus) });
  }
  const newlyWanted = team.positions.filter((p) => !before?.positions.includes(p) || before.recruitStatus !== 'MEMBER_FINDING');
  if (team.recruitStatus === 'MEMBER_FINDING' && team.positions.length > 0 && newlyWanted.length > 0)
    add('FC02003', { teamName: team.teamName, positions: team.positions });
  if (rows.length > 0) await tx.insert(hackathonAnnouncements).values(rows);
}

export async function announceNewMember(
  tx: Tx,
  now: Date,
  team: Pick<Team, 'id' | 'eventId' | 'teamName'>,
  name: string,
): Promise<void> {
  await tx.insert(hackathonAnnouncements).values({
    eventId: team.eventId,
    projectId: team.id,
    code: 'FC01001',
    params: { teamName: team.teamName, name },
    createdAt: now,
  });
}

/** Newest first, in the order they were written. */
export async function listAnnouncements(db: DbOrTx, eventId: string, page: { take: number; cursorId?: string }) {
  const cursor =
    page.cursorId && isUuid(page.cursorId)
      ? sql`${hackathonAnnouncements.seq} < (select a.seq from ${hackathonAnnouncements} a where a.id = ${page.cursorId})`
      : undefined;
  const rows = await db
    .select()
    .from(hackathonAnnouncements)
    .where(and(eq(hackathonAnnouncements.eventId, eventId), cursor))
    .orderBy(desc(hackathonAnnouncements.seq))
    .limit(page.take + 1);
  const hasMore = rows.length > page.take;
  const items = rows.slice(0, page.take).map(toAnnouncement);
  return { items, hasMore, cursorId: hasMore ? items[items.length - 1].id : null };
}
