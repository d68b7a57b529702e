import { z } from 'zod';
import { CurationFormSchema, CurationSchema, UpdateCurationSchema } from '../../community-people.ts';
import { endpoint } from '../../endpoint.ts';
import { CONSOLE, consoleOnly, id, MEMBERS_ONLY, membersOnly, spaceParams } from './shared.ts';

const tags = ['community members'];
const One = z.object({ data: CurationSchema });
const curationParams = z.object({ id, curationId: id });

/** The community's curated lists of members, newest first. */
export const listCommunityCurations = endpoint({
  method: 'GET',
  path: '/v1/communities/:id/members/curations',
  params: spaceParams,
  responses: { 200: z.object({ data: z.array(CurationSchema) }) },
  errors: membersOnly,
  tags,
  description: `The community's curations, newest first, each with its members in order. ${MEMBERS_ONLY}`,
});

/** Publishes a curated list of members. */
export const createCommunityCuration = endpoint({
  method: 'POST',
  path: '/v1/communities/:id/members/curations',
  params: spaceParams,
  body: CurationFormSchema,
  responses: { 201: One },
  errors: [...consoleOnly, 'G20225'],
  tags,
  description: `Publishes a curation; a member id not of an approved member 400 G20225. ${CONSOLE}`,
});

/** Changes any part of a curated list. */
export const updateCommunityCuration = endpoint({
  method: 'PATCH',
  path: '/v1/communities/:id/members/curations/:curationId',
  params: curationParams,
  body: UpdateCurationSchema,
  responses: { 200: One },
  errors: [...consoleOnly, 'G04027', 'G20225'],
  tags,
  description: `Changes any part of a curation; not this community's 404 G04027. ${CONSOLE}`,
});

/** Deletes a curated list. */
export const deleteCommunityCuration = endpoint({
  method: 'DELETE',
  path: '/v1/communities/:id/members/curations/:curationId',
  params: curationParams,
  responses: { 200: z.object({ data: z.object({ deleted: z.boolean() }) }) },
  errors: [...consoleOnly, 'G04027'],
  tags,
  description: `Deletes a curation; not this community's 404 G04027. ${CONSOLE}`,
});
