import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import { HostTeamMemberSchema } from '../../event-views.ts';
import { AddHostSchema, ChangeHostRoleSchema } from '../../events.ts';

const tags = ['event management'];
const team = z.object({ data: z.array(HostTeamMemberSchema) });
const params = z.object({ id: z.string().max(64) });
const memberParams = params.extend({ userId: z.string().max(64) });
const rules =
  'Outside the host team: 404 G04002. Only the owner (HOST) manages the team: G20033. The owner can be neither removed nor changed (G20027) ' +
  'nor granted (G20028); nobody removes themselves (G20029); a user not on the team: G20030; a role other than CO_HOST or STAFF: G20032.';
const teamErrors = ['G04002', 'G20033', 'G20027', 'G20028', 'G20029', 'G20030', 'G20032'] as const;

/** The host team of an event: HOST, CO_HOST and STAFF, with their emails. */
export const listEventHosts = endpoint({
  method: 'GET',
  path: '/v1/event-managements/:id/hosts',
  params,
  responses: { 200: team },
  errors: ['G04002'],
  tags,
  description: 'HOST, CO_HOST, STAFF.',
});

/** Adds a user by the email of their account; they are emailed. Answers the whole team. */
export const addEventHost = endpoint({
  method: 'POST',
  path: '/v1/event-managements/:id/hosts',
  params,
  body: AddHostSchema,
  responses: { 201: team },
  errors: ['G04001', 'G20031', ...teamErrors],
  tags,
  description: `Adds a user by the email of their account (unknown: 404 G04001; already on the team: 409 G20031); they are emailed. ${rules}`,
});

/** Changes a co-host's or staff member's role. Answers the whole team. */
export const changeEventHostRole = endpoint({
  method: 'PATCH',
  path: '/v1/event-managements/:id/hosts/:userId',
  params: memberParams,
  body: ChangeHostRoleSchema,
  responses: { 200: team },
  errors: teamErrors,
  tags,
  description: `Changes a co-host or staff member's role. ${rules}`,
});

/** Removes a co-host or staff member. Answers the whole team. */
export const removeEventHost = endpoint({
  method: 'DELETE',
  path: '/v1/event-managements/:id/hosts/:userId',
  params: memberParams,
  responses: { 200: team },
  errors: teamErrors,
  tags,
  description: `Removes a co-host or staff member. ${rules}`,
});
