// What the people context's endpoint files share: path parameters, answers and the words of their
// doors. Not an endpoint file: the context's index does not spread it.
import { z } from 'zod';
import { ContactRequestSchema } from '../../people.ts';

export const id = z.string().max(64);
export const spaceParams = z.object({ id });
/** Another person of the space. */
export const personParams = z.object({ id, userId: id });
/** A coffee-chat request of the space. */
export const requestParams = z.object({ id, requestId: id });
export const handleQuery = z.object({ handle: z.string().max(64) });

export const Saved = z.object({ data: z.object({ saved: z.boolean() }) });
export const ContactPage = z.object({
  data: z.object({ items: z.array(ContactRequestSchema), hasMore: z.boolean(), cursorId: z.string().nullable() }),
});
export const OneContact = z.object({ data: ContactRequestSchema });

export const MEMBERS_ONLY = 'Approved members only: unknown community 404 G04013, pending 403 G01031, anyone else 403 G01030.';
export const membersOnly = ['G04013', 'G01031', 'G01030'] as const;

export const CONSOLE = 'The OWNER and MANAGERs only: other members 403 G01033, anyone else 404 G04013.';
export const consoleOnly = ['G01033', 'G04013'] as const;

export const ACCESS =
  'Lounge access (docs/lounge.md): the host team and approved guests while the lounge is on; anyone else 404 G04002.';
