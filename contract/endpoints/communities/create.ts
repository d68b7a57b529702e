// Opening a community (PRO users, like creating events: others 403 G01019) and its images.
import { z } from 'zod';
import { CommunityInfoSchema, CreateCommunitySchema } from '../../communities.ts';
import { endpoint } from '../../endpoint.ts';
import { UploadedImageSchema } from '../../event-views.ts';

const tags = ['community console'];

/** Opens a community with the caller as its owner (PRO only), with its first join types. */
export const createCommunity = endpoint({
  method: 'POST',
  path: '/v1/communities',
  body: CreateCommunitySchema,
  responses: { 201: z.object({ data: CommunityInfoSchema }) },
  errors: ['G01019', 'G09022'],
  tags,
  description:
    'Opens a community with the caller as its OWNER, and optionally its first join types (each with an empty profile form). PRO only (403 G01019). ' +
    'The handle is its subdomain: 3–30 lowercase letters, digits and hyphens, not reserved; taken: 409 G09022.',
});

/** Uploads a favicon or a banner (multipart `file`), stored as webp; answers its URL. */
export const uploadCommunityImage = endpoint({
  method: 'POST',
  path: '/v1/communities/images',
  query: z.object({ kind: z.enum(['favicon', 'banner'], { error: 'validation.invalid' }) }),
  responses: { 200: z.object({ data: UploadedImageSchema }) },
  errors: [],
  tags,
  description:
    'multipart/form-data with one `file` and `?kind=favicon|banner`: JPEG, PNG or WebP, up to 30 MB (G00106, G00107). Signed in. Answers the URL for the settings.',
  consumes: ['multipart/form-data'],
});
