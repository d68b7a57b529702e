import { z } from 'zod';

// What the hackathon endpoint files share. Not an endpoint file: the context's index leaves it out.

/** The participant side's tag; the host side's settings have their own. */
export const hackathonTags = ['hackathon'];

export const ACCESS =
  'Hackathon access (docs/hackathons.md): the host team and approved guests while the event is a hackathon; anyone else 404 G04002.';

export const eventParams = z.object({ id: z.string().max(64) });
export const projectParams = eventParams.extend({ projectId: z.string().max(64) });

/** What a deletion answers: the id of what is gone. */
export const deletedId = z.object({ data: z.object({ id: z.string() }) });

/** Project thumbnails one user may upload per minute. */
export const THUMBNAILS_PER_MINUTE = 20;
