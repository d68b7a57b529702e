// Putting a person on a team, shared by the leader's add and an accepted request or invitation:
// the team's size checked under the caller's team lock (G20073), the member row (its unique index
// keeps one team per person), the lounge's news, and the "added to a team" emails.
import { count, eq } from 'drizzle-orm';
import { hackathonLimits } from '../../../contract/hackathons.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Tx } from '../../platform/db/client.ts';
import { hackathonMembers, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import type { ProjectRow } from '../projects/project-rows.ts';
import { announceNewMember } from './announcements.ts';
import { addedToTeamEmail } from './team-emails.ts';

export async function putOnTeam(
  tx: Tx,
  deps: AppDeps,
  input: {
    event: { id: string; title: string; handle: string };
    project: ProjectRow;
    newcomer: { id: string; name: string };
    now: Date;
    /** what makes this joining's emails one each, however often it is retried */
    key: string;
    /** who needs no email about it: whoever did it, and whoever hears through the answer's email */
    quiet: string[];
  },
): Promise<void> {
  const { project, newcomer, now } = input;
  const [{ members }] = await tx
    .select({ members: count() })
    .from(hackathonMembers)
    .where(eq(hackathonMembers.projectId, project.id));
  if (members >= hackathonLimits.teamSize) throw new AppError('G20073');
  await tx
    .insert(hackathonMembers)
    .values({ projectId: project.id, eventId: input.event.id, userId: newcomer.id, role: 'MEMBER', joinedAt: now });
  await announceNewMember(tx, now, project, newcomer.name);
  const team = await tx
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(hackathonMembers)
    .innerJoin(users, eq(users.id, hackathonMembers.userId))
    .where(eq(hackathonMembers.projectId, project.id));
  for (const to of team.filter((member) => !input.quiet.includes(member.id)))
    await enqueueEmail(
      tx,
      deps.clock,
      addedToTeamEmail({ key: input.key, origin: deps.env.APP_ORIGIN, event: input.event, team: project, to, newcomer }),
    );
}
