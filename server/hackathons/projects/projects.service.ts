// A team's project: created by an approved PARTICIPANT not yet on a team (who becomes its leader),
// read by everyone at the hackathon, edited by its team, deleted by its leader. The track is
// chosen at creation and stays (G20052); the description is sanitised like an event's.
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ProjectDetail, ProjectFormSchema, UpdateProjectSchema } from '../../../contract/hackathons.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Tx } from '../../platform/db/client.ts';
import { hackathonMembers, hackathonProjects, hackathonTracks, registrations } from '../../platform/db/schema/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { AppError } from '../../platform/http/errors.ts';
import { sanitizeDescription } from '../../events/index.ts';
import { announceTeamChange } from '../teams/announcements.ts';
import { isUniqueViolation } from './database-errors.ts';
import { deliverablesOf, forgetDeliverableFiles, removeProject } from '../deliverables/deliverable-rows.ts';
import { enterHackathon } from '../settings/hackathon-access.ts';
import { findProject, loadSummary, lockProject, membersOf, roleIn } from './project-rows.ts';
import { submissionDeadlineOf } from '../settings/settings.service.ts';
import { isSubmissionOpen, requireSubmissionOpen } from '../settings/submission-window.ts';
import { changesSubmittedText } from './submitted-text.ts';

type ProjectInput = z.output<typeof ProjectFormSchema>;
type ProjectChange = z.output<typeof UpdateProjectSchema>;

/** Empty after sanitising is "write an introduction". */
function cleanDescription(html: string): string {
  const clean = sanitizeDescription(html);
  if (!clean) throw new AppError('G00100', { fields: { description: 'validation.project.descriptionRequired' } });
  return clean;
}

/** An enabled track of this event: unknown 404 G04009, disabled 400 G20072. */
async function openTrack(tx: Tx, eventId: string, trackId: string) {
  const [track] = isUuid(trackId)
    ? await tx
        .select()
        .from(hackathonTracks)
        .where(and(eq(hackathonTracks.eventId, eventId), eq(hackathonTracks.id, trackId)))
    : [];
  if (!track) throw new AppError('G04009');
  if (!track.enabled) throw new AppError('G20072');
  return track;
}

/**
 * The user's registration as an approved PARTICIPANT, locked for share until the transaction ends:
 * a host changing it waits, so nobody joins a team on a registration being withdrawn.
 */
export async function lockParticipant(tx: Tx, eventId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.eventId, eventId),
        eq(registrations.userId, userId),
        eq(registrations.status, 'APPROVED'),
        eq(registrations.participationType, 'PARTICIPANT'),
      ),
    )
    .for('share');
  return Boolean(row);
}

const ONE_TEAM = ['hackathon_members_one_team', 'hackathon_members_pkey', 'hackathon_members_project_id_user_id_pk'];

export async function createProject(deps: AppDeps, userId: string, eventId: string, input: ProjectInput): Promise<ProjectDetail> {
  const entry = await enterHackathon(deps.db, eventId, userId);
  if (!entry.isParticipant) throw new AppError('G20071');
  const description = cleanDescription(input.description);
  const now = deps.clock.now();
  const { contact, ...fields } = input;
  const projectId = await deps.db
    .transaction(async (tx) => {
      if (!(await lockParticipant(tx, entry.event.id, userId))) throw new AppError('G20071');
      const track = await openTrack(tx, entry.event.id, input.trackId);
      const [project] = await tx
        .insert(hackathonProjects)
        .values({
          ...fields,
          eventId: entry.event.id,
          trackId: track.id,
          description,
          contactMethod: contact?.method ?? null,
          contactValue: contact?.value ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx
        .insert(hackathonMembers)
        .values({ projectId: project.id, eventId: entry.event.id, userId, role: 'LEADER', joinedAt: now });
      await announceTeamChange(tx, now, project, null);
      return project.id;
    })
    .catch((error: unknown) => {
      // On another team already (the unique index decides, also between two creates at once).
      if (isUniqueViolation(error, ONE_TEAM)) throw new AppError('G09008');
      throw error;
    });
  return getProject(deps, userId, entry.event.id, projectId);
}

export async function getProject(deps: AppDeps, viewerId: string, eventId: string, projectId: string): Promise<ProjectDetail> {
  const entry = await enterHackathon(deps.db, eventId, viewerId);
  const project = await findProject(deps.db, entry.event.id, projectId);
  const [summary, members, deliverables, deadline] = await Promise.all([
    loadSummary(deps.db, viewerId, project.id),
    membersOf(deps.db, project.id),
    deliverablesOf(deps.db, entry.event.id, project.id),
    submissionDeadlineOf(deps.db, entry.event.id),
  ]);
  const role = members.find((m) => m.userId === viewerId)?.role ?? null;
  return {
    ...summary,
    description: project.description,
    links: project.links,
    contact:
      project.contactMethod && project.contactValue ? { method: project.contactMethod, value: project.contactValue } : null,
    members,
    deliverables,
    viewer: {
      role,
      canEdit: role !== null,
      canManageMembers: role === 'LEADER',
      canSubmit: role !== null && isSubmissionOpen(deadline, deps.clock.now()),
    },
  };
}

/** By its team (others 403 G01019). A different track: 400 G20052; the handed-in text from the deadline on: 400 G20062. */
export async function updateProject(
  deps: AppDeps,
  userId: string,
  eventId: string,
  projectId: string,
  change: ProjectChange,
): Promise<ProjectDetail> {
  const entry = await enterHackathon(deps.db, eventId, userId);
  const description = change.description === undefined ? undefined : cleanDescription(change.description);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const project = await lockProject(tx, entry.event.id, projectId);
    if (!(await roleIn(tx, project.id, userId))) throw new AppError('G01019');
    if (change.trackId !== undefined && change.trackId !== project.trackId) throw new AppError('G20052');
    if (changesSubmittedText(project, { ...change, description })) await requireSubmissionOpen(tx, entry.event.id, now);
    const { contact, trackId: _trackId, ...fields } = change;
    const [updated] = await tx
      .update(hackathonProjects)
      .set({
        ...fields,
        ...(description === undefined ? {} : { description }),
        ...(contact === undefined ? {} : { contactMethod: contact?.method ?? null, contactValue: contact?.value ?? null }),
        updatedAt: now,
      })
      .where(eq(hackathonProjects.id, project.id))
      .returning();
    await announceTeamChange(tx, now, updated, project);
  });
  return getProject(deps, userId, entry.event.id, projectId);
}

/** By its leader (members 403 G01019: they leave instead). Its comments, saves and deliverables go with it. */
export async function deleteProject(deps: AppDeps, userId: string, eventId: string, projectId: string): Promise<void> {
  const entry = await enterHackathon(deps.db, eventId, userId);
  const files = await deps.db.transaction(async (tx) => {
    const project = await lockProject(tx, entry.event.id, projectId);
    if ((await roleIn(tx, project.id, userId)) !== 'LEADER') throw new AppError('G01019');
    return removeProject(tx, project.id);
  });
  await forgetDeliverableFiles(deps.files, files);
}
