// A guest's card: the member's own profile (what they chose to say about themselves), never their
// email, phone number, birthday, address or attachment. A non-member has only a name.
import { eq } from 'drizzle-orm';
import type { ProfileCard } from '../../../contract/guests.ts';
import type { DbOrTx } from '../../db/client.ts';
import { userProfiles, users } from '../../db/schema/index.ts';
import type { RegistrationRow } from './participant-row.ts';

export async function profileCardOf(db: DbOrTx, registration: Pick<RegistrationRow, 'id' | 'userId' | 'name'>): Promise<ProfileCard> {
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
    .select({ avatarUrl: users.avatarUrl, profile: userProfiles })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, registration.userId));
  if (!row) return card;
  const { profile } = row;
  return {
    ...card,
    avatarUrl: row.avatarUrl,
    ...(profile && {
      bio: profile.bio,
      organization: profile.organization,
      jobTitle: profile.jobTitle,
      industry: profile.industry,
      yearsOfExperience: profile.yearsOfExperience,
      tags: profile.tags,
      skills: profile.skills,
      socials: profile.socials,
    }),
  };
}
