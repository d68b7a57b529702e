// Who may enter an event's lounge (docs/lounge.md): while the host has it on, the host team and
// members with an APPROVED registration. Read from the registration at every request, so approving
// opens it and rejecting or cancelling closes it. Everyone else: 404 G04002, as if it were absent.
// The same statement checks the request's session (decision 056): a lounge request makes one
// statement before its own reads, not two.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { EventRole } from '../../../contract/events.ts';
import { batched } from '../../platform/db/batched.ts';
import type { Db } from '../../platform/db/client.ts';
import { laneOf } from '../../platform/db/lane.ts';
import { oncePerDatabase } from '../../platform/db/once-per-database.ts';
import { cardMatchFeatures, eventHosts, events, registrations } from '../../platform/db/schema/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { AppError } from '../../platform/http/errors.ts';
import { canViewEvent, viewerIsCommunityMember, type EventRow } from '../../events/index.ts';
import { sessionCheckColumn, type AccessClaims, type SessionCheck } from '../../identity/index.ts';

export type LoungeEvent = Pick<EventRow, 'id' | 'handle' | 'title' | 'type'>;
export type LoungeEntry = { event: LoungeEvent; viewerRole: EventRole | 'GUEST' };

type DoorKey = { eventId: string | null } & AccessClaims;
type DoorRow = {
  at: number;
  session: SessionCheck;
  /** null when there is no such event */
  id: string | null;
  handle: string;
  title: string;
  type: EventRow['type'];
  status: EventRow['status'];
  visibility: EventRow['visibility'];
  lounge_enabled: boolean;
  is_member: boolean;
  role: EventRole | null;
  approved: boolean;
  for_you_version: string | number | null;
};

// Prepared once per database (named, so the server parses and plans it once per connection): every
// lounge request's door runs it.
const doorStatement = oncePerDatabase((db) => {
  const { sql: text, params } = db
    .execute(
      sql`
      select k.at, ${sessionCheckColumn(sql`k.user_id`, sql`k.session_id`)} as session, ${events.id} as id, ${events.handle} as handle, ${events.title} as title, ${events.type} as type,
        ${events.status} as status, ${events.visibility} as visibility, ${events.loungeEnabled} as lounge_enabled,
        ${viewerIsCommunityMember(sql`k.user_id`)} as is_member, ${eventHosts.role} as role,
        exists (select 1 from ${registrations} where ${registrations.eventId} = ${events.id} and ${registrations.userId} = k.user_id
          and ${registrations.status} = 'APPROVED') as approved,
        (select ${cardMatchFeatures.version} from ${cardMatchFeatures} where ${cardMatchFeatures.userId} = k.user_id) as for_you_version
      from jsonb_to_recordset(${sql.placeholder('keys')}::jsonb) as k(at int, event_id uuid, user_id uuid, session_id uuid)
      left join ${events} on ${events.id} = k.event_id
      left join ${eventHosts} on ${eventHosts.eventId} = ${events.id} and ${eventHosts.userId} = k.user_id`,
    )
    .getQuery();
  // Drizzle names and prepares only its query builders; this statement is SQL, so it goes to the
  // session the same way a builder's prepare() would.
  return db._.session.prepareQuery({ sql: text, params }, undefined, 'lounge_door', false);
});

/**
 * Every lounge request passes here, For You pages kept included: the requests that arrive together
 * have their sessions checked and are let in by one statement (their first, stage 0 of the lane),
 * which also reads each viewer's For You version.
 */
const door = oncePerDatabase((db) =>
  batched(
    async (keys: DoorKey[]) => {
      const result: unknown = await doorStatement(db).execute({
        keys: JSON.stringify(
          keys.map((key, at) => ({ at, event_id: key.eventId, user_id: key.userId, session_id: key.sessionId })),
        ),
      });
      const rows = new Map((result as { rows: DoorRow[] }).rows.map((row) => [Number(row.at), row]));
      return keys.map((_, at) => rows.get(at));
    },
    { lane: { lane: laneOf(db), stage: 0 } },
  ),
);

/** What the door read for one request: its session check, then its way into the lounge. */
export type LoungeDoor = { session: SessionCheck; found: DoorRow | undefined };

/** The request's session check and its way into the event's lounge, read by one statement shared with the requests that arrive together. */
export async function readLoungeDoor(db: Db, eventId: string, claims: AccessClaims): Promise<LoungeDoor> {
  const found = await door(db)({ ...claims, eventId: isUuid(eventId) ? eventId : null });
  return { session: found?.session ?? null, found: found?.id ? found : undefined };
}

/** The viewer's way in, with their For You version (null without a card); 404 G04002 for everyone else. */
export function enterLounge({ found }: LoungeDoor): LoungeEntry & { forYouVersion: number | null } {
  if (!found?.id || !canViewEvent(found, found.role, found.is_member) || !found.lounge_enabled) throw new AppError('G04002');
  const event = { id: found.id, handle: found.handle, title: found.title, type: found.type };
  const forYouVersion = found.for_you_version === null ? null : Number(found.for_you_version);
  if (found.role) return { event, viewerRole: found.role, forYouVersion };
  if (found.approved) return { event, viewerRole: 'GUEST', forYouVersion };
  throw new AppError('G04002');
}

/** The people of the lounge: the host team and the approved members, as a subquery of user ids (for `in`, which needs no distinct rows). */
export function loungeMemberIds(eventId: string): SQL {
  return sql`select ${registrations.userId} from ${registrations}
    where ${and(eq(registrations.eventId, eventId), eq(registrations.status, 'APPROVED'))} and ${registrations.userId} is not null
    union all select ${eventHosts.userId} from ${eventHosts} where ${eq(eventHosts.eventId, eventId)}`;
}
