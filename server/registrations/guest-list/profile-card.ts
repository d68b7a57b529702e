// A guest's card: the member's own profile (what they chose to say about themselves), only the fields
// shown to hosts (contract/profile-fields.ts: never their email, phone number, birthday, address or
// attachment), nor a field their lounge card hides. A non-member has only a name.
import { eq } from 'drizzle-orm';
import type { ProfileCard } from '../../../contract/guests.ts';
import { cardFieldOf, emptyValues, hostFieldKeys, type HostFieldKey } from '../../../contract/profile-fields.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { profileCards, userProfiles, users } from '../../platform/db/schema/index.ts';
import type { RegistrationRow } from './participant-row.ts';

export async function profileCardOf(
  db: DbOrTx,
  registration: Pick<RegistrationRow, 'id' | 'userId' | 'name'>,
): Promise<ProfileCard> {
  const card: ProfileCard = {
    participantId: registration.id,
    name: registration.name,
    avatarUrl: null,
    isMember: registration.userId !== null,
    ...emptyValues(hostFieldKeys),
  };
  if (!registration.userId) return card;
  const [row] = await db
    .select({ avatarUrl: users.avatarUrl, profile: userProfiles, hiddenFields: profileCards.hiddenFields })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(profileCards, eq(profileCards.userId, users.id))
    .where(eq(users.id, registration.userId));
  if (!row) return card;
  const { profile } = row;
  const hidden = new Set(row.hiddenFields ?? []);
  const shown = (key: HostFieldKey) => {
    const field = cardFieldOf(key);
    return field === null || !hidden.has(field);
  };
  const values: Partial<ProfileCard> = profile
    ? Object.fromEntries(hostFieldKeys.map((key) => [key, shown(key) ? profile[key] : card[key]]))
    : {};
  return { ...card, avatarUrl: row.avatarUrl, ...values };
}
