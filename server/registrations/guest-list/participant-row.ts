// One guest as the host team sees them: the registration with its ticket, the member's avatar and
// an organization (the ORGANIZATION answer, else the member's profile; the CSV export reads its
// profile columns the same way, per batch, in exports/csv-rows.ts). Every read of guests for
// the host team selects these columns, so the list, the detail and the check-in answers agree.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Participant } from '../../../contract/guests.ts';
import { questionOfField, type CsvFieldKey } from '../../../contract/profile-fields.ts';
import { registrationLabel } from '../../../contract/registrations.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { registrationAnswers, registrations, tickets, userProfiles, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { isUuid } from '../../platform/db/uuid.ts';

export type RegistrationRow = typeof registrations.$inferSelect;

// Each extra is a scalar subquery on a primary key (or the answers' registration key): evaluated
// only for the rows returned, whatever the planner knows of table sizes (PGlite keeps no
// statistics), and never a scan of other events' data.
const ticketName = sql`(select ${tickets.name} from ${tickets} where ${tickets.id} = ${registrations.ticketId})`;
const ticketIsDefault = sql`coalesce((select ${tickets.isDefault} from ${tickets} where ${tickets.id} = ${registrations.ticketId}), false)`;
const avatarUrl = sql`(select ${users.avatarUrl} from ${users} where ${users.id} = ${registrations.userId})`;

/**
 * Drizzle writes the columns of a single-table query's top-level SQL fields without their table,
 * which inside a subquery could name the subquery's own column: nesting keeps them qualified.
 */
const field = <T>(query: SQL) => sql<T>`${query}`;

/** A profile field as the host team reads it: the guest's answer to its question, else the member's profile. */
function guestField(key: CsvFieldKey) {
  const question = questionOfField(key);
  const profile = sql`(select ${userProfiles[key]} from ${userProfiles} where ${userProfiles.userId} = ${registrations.userId})`;
  if (!question) return field<string | null>(profile);
  const answered = sql`(
  select nullif(${registrationAnswers.value} #>> '{}', '') from ${registrationAnswers}
  where ${registrationAnswers.registrationId} = ${registrations.id} and ${registrationAnswers.question} ->> 'kind' = ${question}
  limit 1)`;
  return field<string | null>(sql`coalesce(${answered}, ${profile})`);
}

/** What a participant shows beside the registration. */
export const listedParticipantExtras = {
  ticketName: field<string | null>(ticketName),
  ticketIsDefault: field<boolean>(ticketIsDefault),
  avatarUrl: field<string | null>(avatarUrl),
  organization: guestField('organization'),
};

export const participantColumns = { registration: registrations, ...listedParticipantExtras };

/** Only the registration's columns a participant shows (toParticipant), for pages of many. */
export const listedRegistration = {
  id: registrations.id,
  userId: registrations.userId,
  name: registrations.name,
  email: registrations.email,
  status: registrations.status,
  participationType: registrations.participationType,
  checkInStatus: registrations.checkInStatus,
  checkedInAt: registrations.checkedInAt,
  ticketId: registrations.ticketId,
  createdAt: registrations.createdAt,
  updatedAt: registrations.updatedAt,
};

/** `select … from registrations` with what a participant needs; add where, order and limit. */
export function selectParticipants(db: DbOrTx) {
  return db.select(participantColumns).from(registrations);
}

export type ParticipantRow = {
  registration: RegistrationRow;
  ticketName: string | null;
  ticketIsDefault: boolean;
  avatarUrl: string | null;
  organization: string | null;
};

export type ListedParticipantRow = Omit<ParticipantRow, 'registration'> & {
  registration: Pick<RegistrationRow, keyof typeof listedRegistration>;
};

export function toParticipant(row: ListedParticipantRow): Participant {
  const { registration } = row;
  return {
    id: registration.id,
    userId: registration.userId,
    name: registration.name,
    email: registration.email,
    avatarUrl: row.avatarUrl,
    isMember: registration.userId !== null,
    organization: row.organization,
    status: registration.status,
    label: registrationLabel(registration),
    participationType: registration.participationType,
    checkInStatus: registration.checkInStatus,
    checkedInAt: registration.checkedInAt?.toISOString() ?? null,
    ticket: { id: registration.ticketId, name: row.ticketName, isDefault: row.ticketIsDefault },
    createdAt: registration.createdAt.toISOString(),
    updatedAt: registration.updatedAt.toISOString(),
  };
}

/** One guest of this event; any other id (another event's guest included) is 404 G04003. */
export async function findParticipant(db: DbOrTx, eventId: string, participantId: string): Promise<ParticipantRow> {
  if (!isUuid(participantId)) throw new AppError('G04003');
  const [row] = await selectParticipants(db).where(and(eq(registrations.eventId, eventId), eq(registrations.id, participantId)));
  if (!row) throw new AppError('G04003');
  return row;
}

export async function loadParticipant(db: DbOrTx, eventId: string, participantId: string): Promise<Participant> {
  return toParticipant(await findParticipant(db, eventId, participantId));
}
