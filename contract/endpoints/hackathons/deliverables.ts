import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import { DeliverableSchema } from '../../hackathons.ts';
import { ACCESS, deletedId, hackathonTags as tags, projectParams } from './shared.ts';

const deliverableParams = projectParams.extend({ deliverableId: z.string().max(64) });

/** A team member hands in a file (jpg, jpeg, png or pdf) before the submission deadline. */
export const uploadProjectDeliverable = endpoint({
  method: 'POST',
  path: '/v1/events/:id/hackathon/projects/:projectId/deliverables',
  params: projectParams,
  consumes: ['multipart/form-data'],
  responses: { 201: z.object({ data: DeliverableSchema }) },
  errors: ['G04002', 'G04010', 'G01019', 'G20062', 'G20074'],
  tags,
  description:
    'multipart/form-data with one `file`: jpg, jpeg, png or pdf, the name and the content agreeing (G00106 otherwise), up to 30 MB ' +
    '(G00107), at most 10 per project (G20074). Team members only (403 G01019); at or after the submission deadline 400 G20062. ' +
    ACCESS,
});

/** The file itself, as an attachment, to anyone at the hackathon. */
export const downloadProjectDeliverable = endpoint({
  method: 'GET',
  path: '/v1/events/:id/hackathon/projects/:projectId/deliverables/:deliverableId',
  params: deliverableParams,
  responses: {},
  errors: ['G04002', 'G04010', 'G04015'],
  tags,
  description: `The file, to anyone at the hackathon; unknown 404 G04015. ${ACCESS}`,
  produces: ['image/jpeg', 'image/png', 'application/pdf'],
});

/** A team member removes a file before the submission deadline. */
export const deleteProjectDeliverable = endpoint({
  method: 'DELETE',
  path: '/v1/events/:id/hackathon/projects/:projectId/deliverables/:deliverableId',
  params: deliverableParams,
  responses: { 200: deletedId },
  errors: ['G04002', 'G04010', 'G01019', 'G20062', 'G04015'],
  tags,
  description: `Team members only (403 G01019), before the deadline (G20062); unknown 404 G04015. ${ACCESS}`,
});
