import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import { UploadedImageSchema } from '../../event-views.ts';

const upload = {
  method: 'POST',
  responses: { 200: z.object({ data: UploadedImageSchema }) },
  errors: [],
  tags: ['events'],
  description:
    'multipart/form-data with one `file`: JPEG, PNG or WebP by content, up to 30 MB (G00106 other formats, G00107 too large). ' +
    // The rate is the server's IMAGE_UPLOADS_PER_MINUTE (server/events/editing/event-images.routes.ts).
    'Stored as webp; answers its URL. Signed-in users; 20 per minute (429 G00104).',
  consumes: ['multipart/form-data'],
} as const;

/** An event's cover image, stored as webp; answers its URL. Any signed-in user: the editor uploads before the event exists. */
export const uploadEventCoverImage = endpoint({ ...upload, path: '/v1/events/cover-image' });

/** An image inside an event's (or a project's) description, stored as webp; answers its URL. */
export const uploadEventDescriptionImage = endpoint({ ...upload, path: '/v1/events/description-image' });
