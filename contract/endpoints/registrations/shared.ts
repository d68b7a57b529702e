import { z } from 'zod';

// What the registration endpoints share. Not an endpoint file: index.ts leaves it out.

/** The tag of guest management: the guest list, check-in and exports. */
export const guestTags = ['guest management'];
/** Who may use guest management, as each of its descriptions says. */
export const guestAccess =
  'Sign-in required (401 G01001). Outside the host team: 404 G04002; a team role without the right: 403 G01019 (docs/roles.md).';
export const eventParams = z.object({ id: z.string().max(64) });
export const participantParams = z.object({ id: z.string().max(64), pid: z.string().max(64) });

/** How many answer files one member (or address) may upload a minute. */
export const FILE_UPLOADS_PER_MINUTE = 20;
