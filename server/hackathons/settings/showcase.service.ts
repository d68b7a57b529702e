// What the public event page shows of a hackathon (docs/hackathons.md "The public page"): its
// tracks, the submission deadline with the time left by the server's clock, and its teams, counted
// without naming anyone. For anyone who can see the event; the page writes it in for a visitor
// without a session (readHackathonShowcase, handed to the events context where the app is composed).
import { count, eq, ne, sql } from 'drizzle-orm';
import type { HackathonShowcase } from '../../../contract/hackathons.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { hackathonProjects } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { canViewEvent, type EventRow, findEventWithRole, isHackathon } from '../../events/index.ts';
import { listTracks, submissionDeadlineOf } from './settings.service.ts';

async function teamCounts(db: DbOrTx, eventId: string) {
  const [row] = await db
    .select({
      teams: count(),
      // A team takes join requests until it calls itself complete (G20401).
      recruiting: count(sql`case when ${ne(hackathonProjects.recruitStatus, 'TEAM_BUILDING_COMPLETE')} then 1 end`),
    })
    .from(hackathonProjects)
    .where(eq(hackathonProjects.eventId, eventId));
  return row;
}

/** The showcase of an event already known to be visible; null when it is not a hackathon. */
export async function readHackathonShowcase(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  event: EventRow,
): Promise<HackathonShowcase | null> {
  if (!(await isHackathon(deps.db, event))) return null;
  const [tracks, deadline, teams] = await Promise.all([
    listTracks(deps.db, event.id, true),
    submissionDeadlineOf(deps.db, event.id),
    teamCounts(deps.db, event.id),
  ]);
  const now = deps.clock.now();
  return {
    eventId: event.id,
    tracks: tracks.map(({ id, name, description }) => ({ id, name, description })),
    submissionDeadline: deadline?.toISOString() ?? null,
    secondsLeft: deadline ? Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000)) : null,
    teamCount: teams.teams,
    recruitingTeamCount: teams.recruiting,
  };
}

/** GET /v1/events/{id}/hackathon/showcase: an event the viewer cannot see, or not a hackathon, is 404 G04002. */
export async function getHackathonShowcase(deps: AppDeps, viewerId: string | null, eventId: string): Promise<HackathonShowcase> {
  const found = await findEventWithRole(deps.db, eventId, viewerId);
  if (!found || !canViewEvent(found.event, found.role, found.isMember)) throw new AppError('G04002');
  const showcase = await readHackathonShowcase(deps, found.event);
  if (!showcase) throw new AppError('G04002');
  return showcase;
}
