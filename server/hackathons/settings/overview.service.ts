import type { HackathonOverview } from '../../../contract/hackathons.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { findCard } from '../../people/index.ts';
import { enterHackathon } from './hackathon-access.ts';
import { projectIdOf } from '../projects/project-rows.ts';
import { listTracks, submissionDeadlineOf } from './settings.service.ts';
import { isSubmissionOpen } from './submission-window.ts';

/** GET /v1/events/{id}/hackathon: the deadline, the open tracks and who I am here. */
export async function getHackathonOverview(deps: AppDeps, viewerId: string, eventId: string): Promise<HackathonOverview> {
  const entry = await enterHackathon(deps.db, eventId, viewerId);
  const [deadline, tracks, card, myProjectId] = await Promise.all([
    submissionDeadlineOf(deps.db, entry.event.id),
    listTracks(deps.db, entry.event.id, true),
    findCard(deps.db, viewerId),
    projectIdOf(deps.db, entry.event.id, viewerId),
  ]);
  return {
    eventId: entry.event.id,
    handle: entry.event.handle,
    title: entry.event.title,
    submissionDeadline: deadline?.toISOString() ?? null,
    submissionClosed: !isSubmissionOpen(deadline, deps.clock.now()),
    tracks: tracks.map(({ projectCount: _count, ...track }) => track),
    viewer: {
      role: entry.role,
      participationType: entry.participationType,
      isParticipant: entry.isParticipant,
      hasCard: Boolean(card),
      myProjectId,
    },
  };
}
