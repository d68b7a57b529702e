// The host's hackathon settings: the mode, the submission deadline and the tracks. A track with
// projects cannot be deleted (the projects' foreign key refuses; G20052).
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  type HackathonSettings,
  type HackathonWarningCode,
  type Track,
  hackathonLimits,
  type CreateTrackSchema,
  type UpdateTrackSchema,
} from '../../../contract/hackathons.ts';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { hackathonProjects, hackathonSettings, hackathonTracks } from '../../platform/db/schema/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { AppError } from '../../platform/http/errors.ts';
import { type EventRow, isHackathon } from '../../events/index.ts';
import { isForeignKeyViolation } from '../projects/database-errors.ts';
import { requireHackathonHost } from './hackathon-access.ts';

type TrackRow = typeof hackathonTracks.$inferSelect;

const toTrack = (row: TrackRow, projectCount: number): Track => ({
  id: row.id,
  name: row.name,
  description: row.description,
  enabled: row.enabled,
  projectCount,
  createdAt: row.createdAt.toISOString(),
});

export async function listTracks(db: DbOrTx, eventId: string, onlyEnabled = false): Promise<Track[]> {
  const projectCount =
    sql<number>`(select count(*) from ${hackathonProjects} where ${hackathonProjects.trackId} = ${hackathonTracks.id})`.mapWith(
      Number,
    );
  const rows = await db
    .select({ track: hackathonTracks, projectCount })
    .from(hackathonTracks)
    .where(and(eq(hackathonTracks.eventId, eventId), onlyEnabled ? eq(hackathonTracks.enabled, true) : undefined))
    .orderBy(asc(hackathonTracks.createdAt), asc(hackathonTracks.id));
  return rows.map((row) => toTrack(row.track, row.projectCount));
}

export async function submissionDeadlineOf(db: DbOrTx, eventId: string): Promise<Date | null> {
  const [row] = await db
    .select({ deadline: hackathonSettings.submissionDeadline })
    .from(hackathonSettings)
    .where(eq(hackathonSettings.eventId, eventId));
  return row?.deadline ?? null;
}

/** The settings with their warnings' codes: the route words them in the request's language. */
export type SettingsAnswer = Omit<HackathonSettings, 'warnings'> & { warnings: HackathonWarningCode[] };

/** What the host should know though nothing is refused: read at every answer, so a later change of the event's start shows too. */
function warningsOf(event: EventRow, deadline: Date | null): HackathonWarningCode[] {
  return deadline && deadline < event.startsAt ? ['G20410'] : [];
}

async function settingsOf(db: DbOrTx, event: EventRow): Promise<SettingsAnswer> {
  const [enabled, submissionDeadline, tracks] = await Promise.all([
    isHackathon(db, event),
    submissionDeadlineOf(db, event.id),
    listTracks(db, event.id),
  ]);
  return {
    eventId: event.id,
    enabled,
    submissionDeadline: submissionDeadline?.toISOString() ?? null,
    timezone: event.timezone,
    tracks,
    warnings: warningsOf(event, submissionDeadline),
  };
}

export async function getHackathonSettings(deps: AppDeps, userId: string, eventId: string): Promise<SettingsAnswer> {
  const { event } = await requireHackathonHost(deps.db, eventId, userId, 'viewManagement');
  return settingsOf(deps.db, event);
}

/** Writes the settings row, keeping what is not given (a new row starts from the event's kind). */
async function writeSettings(deps: AppDeps, event: EventRow, change: { enabled?: boolean; submissionDeadline?: Date | null }) {
  const now = deps.clock.now();
  await deps.db
    .insert(hackathonSettings)
    .values({
      eventId: event.id,
      enabled: change.enabled ?? event.type === 'HACKATHON',
      submissionDeadline: change.submissionDeadline ?? null,
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: hackathonSettings.eventId, set: { ...change, updatedAt: now } });
}

export async function setHackathonEnabled(
  deps: AppDeps,
  userId: string,
  eventId: string,
  enabled: boolean,
): Promise<SettingsAnswer> {
  const { event } = await requireHackathonHost(deps.db, eventId, userId, 'editHackathon');
  await writeSettings(deps, event, { enabled });
  return settingsOf(deps.db, event);
}

/** null clears the deadline: deliverables stay open. */
export async function setSubmissionDeadline(
  deps: AppDeps,
  userId: string,
  eventId: string,
  deadline: string | null,
): Promise<SettingsAnswer> {
  const { event } = await requireHackathonHost(deps.db, eventId, userId, 'editHackathon');
  await writeSettings(deps, event, { submissionDeadline: deadline === null ? null : new Date(deadline) });
  return settingsOf(deps.db, event);
}

export async function createTrack(
  deps: AppDeps,
  userId: string,
  eventId: string,
  input: z.output<typeof CreateTrackSchema>,
): Promise<Track> {
  const { event } = await requireHackathonHost(deps.db, eventId, userId, 'editHackathon');
  const [{ tracks }] = await deps.db
    .select({ tracks: count() })
    .from(hackathonTracks)
    .where(eq(hackathonTracks.eventId, event.id));
  if (tracks >= hackathonLimits.tracks) throw new AppError('G00100', { fields: { name: 'validation.tooMany' } });
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(hackathonTracks)
    .values({ eventId: event.id, ...input, createdAt: now, updatedAt: now })
    .returning();
  return toTrack(row, 0);
}

async function trackOf(db: DbOrTx, eventId: string, trackId: string): Promise<TrackRow> {
  const [row] = isUuid(trackId)
    ? await db
        .select()
        .from(hackathonTracks)
        .where(and(eq(hackathonTracks.eventId, eventId), eq(hackathonTracks.id, trackId)))
    : [];
  if (!row) throw new AppError('G04009');
  return row;
}

/** Name, description and whether it takes new projects; its projects stay in it either way. */
export async function updateTrack(
  deps: AppDeps,
  userId: string,
  eventId: string,
  trackId: string,
  input: z.output<typeof UpdateTrackSchema>,
): Promise<Track> {
  const { event } = await requireHackathonHost(deps.db, eventId, userId, 'editHackathon');
  const track = await trackOf(deps.db, event.id, trackId);
  const [row] = await deps.db
    .update(hackathonTracks)
    .set({ ...input, updatedAt: deps.clock.now() })
    .where(eq(hackathonTracks.id, track.id))
    .returning();
  const [{ projects }] = await deps.db
    .select({ projects: count() })
    .from(hackathonProjects)
    .where(eq(hackathonProjects.trackId, track.id));
  return toTrack(row, projects);
}

/** A track with projects: 400 G20052 (decided by the projects' foreign key, also against a project created meanwhile). */
export async function deleteTrack(deps: AppDeps, userId: string, eventId: string, trackId: string): Promise<void> {
  const { event } = await requireHackathonHost(deps.db, eventId, userId, 'editHackathon');
  const track = await trackOf(deps.db, event.id, trackId);
  try {
    await deps.db.delete(hackathonTracks).where(eq(hackathonTracks.id, track.id));
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('G20052');
    throw error;
  }
}
