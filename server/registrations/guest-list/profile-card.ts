// A guest's card: the member's own profile (what they chose to say about themselves), never their
// email, phone number, birthday, address or attachment, nor a field their lounge card hides. A
// non-member has only a name.
import { eq } from 'drizzle-orm';
import type { ProfileCard } from '../../../contract/guests.ts';
import type { CardField } from '../../../contract/people.ts';
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
    bio: '',
    organization: null,
    jobTitle: null,
    industry: null,
    yearsOfExperience: null,
    tags: [],
    skills: [],
    socials: [],
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
  const shown = (field: CardField) => !row.hiddenFields?.includes(field);
  return {
    ...card,
    avatarUrl: row.avatarUrl,
    ...(profile && {
      bio: shown('bio') ? profile.bio : '',
      organization: shown('organization') ? profile.organization : null,
      jobTitle: shown('jobTitle') ? profile.jobTitle : null,
      industry: shown('industry') ? profile.industry : null,
      yearsOfExperience: shown('yearsOfExperience') ? profile.yearsOfExperience : null,
      tags: shown('tags') ? profile.tags : [],
      skills: shown('skills') ? profile.skills : [],
      socials: shown('socials') ? profile.socials : [],
    }),
  };
}
