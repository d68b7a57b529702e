import type { Locale } from '../../../contract/locale.ts';

/** Who is registering: a signed-in member, or a non-member who proved their email for this event. */
export type Registrant =
  /** `account`: the session's copy of the member's email, name and language, when the caller has it */
  | { kind: 'member'; userId: string; account?: { email: string; name: string; locale: Locale } }
  | { kind: 'guest'; email: string; eventId: string; locale: Locale };

/** How a registration of this registrant is found. */
export const registrantKey = (registrant: Registrant) =>
  registrant.kind === 'member' ? { userId: registrant.userId } : { email: registrant.email };
