import { z } from 'zod';

// What the messages endpoints share. Not an endpoint file: index.ts leaves it out.

/** Who may write to an event's guests, as each of its descriptions says. */
export const senderAccess =
  'HOST and CO_HOST. Sign-in required (401 G01001). Outside the host team: 404 G04002; STAFF: 403 G01019 (docs/roles.md).';
export const eventParams = z.object({ id: z.string().max(64) });
export const announcementParams = z.object({ id: z.string().max(64), announcementId: z.string().max(64) });

/** Who may write to a community's members, as each of its descriptions says. */
export const communitySenderAccess =
  'OWNER and MANAGER. Sign-in required (401 G01001). Not an approved member (an applicant, a stranger, another ' +
  "community's manager): 404 G04013; a member without a role: 403 G01033 (docs/roles.md).";
export const communityParams = z.object({ id: z.string().max(64) });
export const communityAnnouncementParams = z.object({ id: z.string().max(64), announcementId: z.string().max(64) });
