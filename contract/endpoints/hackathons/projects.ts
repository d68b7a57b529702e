import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import { UploadedImageSchema } from '../../event-views.ts';
import {
  CommentFormSchema,
  CommentListQuerySchema,
  CommentPageSchema,
  CommentSchema,
  ProjectDetailSchema,
  ProjectFormSchema,
  ProjectListQuerySchema,
  ProjectPageSchema,
  UpdateProjectSchema,
} from '../../hackathons.ts';
import { ACCESS, deletedId, eventParams, hackathonTags as tags, projectParams, THUMBNAILS_PER_MINUTE } from './shared.ts';

const detail = { 200: z.object({ data: ProjectDetailSchema }) };
const commentParams = projectParams.extend({ commentId: z.string().max(64) });
const comment = z.object({ data: CommentSchema });
/** Entering the hackathon, then finding the project in it. */
const projectErrors = ['G04002', 'G04010'] as const;

/** A tab of the hackathon's projects, searched and filtered, newest first. */
export const listHackathonProjects = endpoint({
  method: 'GET',
  path: '/v1/events/:id/hackathon/projects',
  params: eventParams,
  query: ProjectListQuerySchema,
  responses: { 200: z.object({ data: ProjectPageSchema }) },
  errors: ['G04002'],
  tags,
  description: `Tabs ALL, SAVED, MY_PROJECT; filters; search; newest first. ${ACCESS}`,
});

/** Creates a project; its creator leads the team. */
export const createHackathonProject = endpoint({
  method: 'POST',
  path: '/v1/events/:id/hackathon/projects',
  params: eventParams,
  body: ProjectFormSchema,
  responses: { 201: z.object({ data: ProjectDetailSchema }) },
  errors: ['G04002', 'G20071', 'G09008', 'G04009', 'G20072'],
  tags,
  description:
    'Creates a project; the creator becomes its leader. Approved PARTICIPANTs only (403 G20071); on a team already 409 G09008; ' +
    `unknown track 404 G04009, disabled track 400 G20072; missing fields 400 G00100. ${ACCESS}`,
});

/** One project with its team, deliverables and what the viewer may do. */
export const getHackathonProject = endpoint({
  method: 'GET',
  path: '/v1/events/:id/hackathon/projects/:projectId',
  params: projectParams,
  responses: detail,
  errors: projectErrors,
  tags,
  description: `Another event's or unknown project: 404 G04010. ${ACCESS}`,
});

/** Changes any part of a project, by its team. */
export const updateHackathonProject = endpoint({
  method: 'PATCH',
  path: '/v1/events/:id/hackathon/projects/:projectId',
  params: projectParams,
  body: UpdateProjectSchema,
  responses: detail,
  errors: [...projectErrors, 'G01019', 'G20052', 'G20062'],
  tags,
  description: `Any part, by its team (others 403 G01019); another track 400 G20052. ${ACCESS}`,
});

/** Deletes a project, by its leader. */
export const deleteHackathonProject = endpoint({
  method: 'DELETE',
  path: '/v1/events/:id/hackathon/projects/:projectId',
  params: projectParams,
  responses: { 200: deletedId },
  errors: [...projectErrors, 'G01019'],
  tags,
  description: `By its leader (others 403 G01019). ${ACCESS}`,
});

/** Saves a project to the viewer's SAVED tab. */
export const saveHackathonProject = endpoint({
  method: 'POST',
  path: '/v1/events/:id/hackathon/projects/:projectId/saves',
  params: projectParams,
  responses: { 201: z.object({ data: z.object({ saved: z.literal(true) }) }) },
  errors: [...projectErrors, 'G09002'],
  tags,
  description: `Saves the project; saved already 409 G09002. ${ACCESS}`,
});

/** Takes a project off the viewer's SAVED tab. */
export const unsaveHackathonProject = endpoint({
  method: 'DELETE',
  path: '/v1/events/:id/hackathon/projects/:projectId/saves',
  params: projectParams,
  responses: { 200: z.object({ data: z.object({ saved: z.literal(false) }) }) },
  errors: [...projectErrors, 'G04016'],
  tags,
  description: `Unsaves it; not saved 404 G04016. ${ACCESS}`,
});

/** A project's comments, oldest first. */
export const listProjectComments = endpoint({
  method: 'GET',
  path: '/v1/events/:id/hackathon/projects/:projectId/comments',
  params: projectParams,
  query: CommentListQuerySchema,
  responses: { 200: z.object({ data: CommentPageSchema }) },
  errors: projectErrors,
  tags,
  description: `Oldest first. ${ACCESS}`,
});

/** Comments on a project. */
export const addProjectComment = endpoint({
  method: 'POST',
  path: '/v1/events/:id/hackathon/projects/:projectId/comments',
  params: projectParams,
  body: CommentFormSchema,
  responses: { 201: comment },
  errors: [...projectErrors, 'G04004'],
  tags,
  description: `Needs my profile card (404 G04004). ${ACCESS}`,
});

/** Edits a comment, by its author. */
export const editProjectComment = endpoint({
  method: 'PATCH',
  path: '/v1/events/:id/hackathon/projects/:projectId/comments/:commentId',
  params: commentParams,
  body: CommentFormSchema,
  responses: { 200: comment },
  errors: [...projectErrors, 'G04012', 'G01019'],
  tags,
  description: `Its author only (403 G01019); unknown 404 G04012. ${ACCESS}`,
});

/** Deletes a comment, by its author or the host team. */
export const deleteProjectComment = endpoint({
  method: 'DELETE',
  path: '/v1/events/:id/hackathon/projects/:projectId/comments/:commentId',
  params: commentParams,
  responses: { 200: deletedId },
  errors: [...projectErrors, 'G04012', 'G01019'],
  tags,
  description: `Its author, or HOST and CO_HOST (others 403 G01019); unknown 404 G04012. ${ACCESS}`,
});

/** Uploads a project thumbnail, cut to 16:9; answers its URL for the project's thumbnailUrl. */
export const uploadProjectThumbnail = endpoint({
  method: 'POST',
  path: '/v1/events/project-thumbnail',
  consumes: ['multipart/form-data'],
  responses: { 200: z.object({ data: UploadedImageSchema }) },
  errors: [],
  tags,
  description:
    'multipart/form-data with one `file`: JPEG, PNG or WebP by content, up to 30 MB (G00106 other formats, G00107 too large). ' +
    `Cut to 16:9 (960×540) and stored as webp; answers its URL for the project's thumbnailUrl. Signed-in users; ${THUMBNAILS_PER_MINUTE} per minute.`,
});
