// The community console, for the owner and managers. Who the caller is and their role are settled
// before the body is read: outsiders (another community's owner too) get 404 G04013, members
// without a role 403 G01033, so nobody learns anything from validation.
import { z } from 'zod';
import {
  AllowedEntrySchema,
  AllowSchema,
  ApplicantsQuerySchema,
  BarredEntrySchema,
  BarSchema,
  ChangeRoleSchema,
  ConsoleMemberPageSchema,
  ConsoleMembersQuerySchema,
  JoinTypeInputSchema,
  JoinTypePatchSchema,
  JoinTypeSchema,
  ManagedCommunitySchema,
  ProfileFormInputSchema,
  ProfileFormSchema,
  TransferOwnershipSchema,
  UpdateCommunitySchema,
} from '../../communities.ts';
import { endpoint } from '../../endpoint.ts';

const tags = ['community console'];
const id = z.string().max(64);
const params = z.object({ id });
const joinTypeParams = z.object({ id, joinTypeId: id });
const formParams = z.object({ id, formId: id });
const memberParams = z.object({ id, userId: id });
const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const ok = { 200: data(z.null()) };
/** Every console route: not an approved member 404 G04013, a member without a role 403 G01033. */
const access = ['G04013', 'G01033'] as const;
const joinTypeErrors = [...access, 'G04020', 'G20205'] as const;
const decision = (verb: string) =>
  `${verb} a pending application and emails the applicant in their language. Already decided: 400 G20203; no application: 404 G04022.`;

/** The community as its console shows it, with the caller's role. */
export const getManagedCommunity = endpoint({
  method: 'GET',
  path: '/v1/communities/:id',
  params,
  responses: { 200: data(ManagedCommunitySchema) },
  errors: access,
  tags,
  description: 'The community as its console shows it.',
});

/** Changes the settings: name, description, favicon, banner. */
export const updateCommunity = endpoint({
  method: 'PATCH',
  path: '/v1/communities/:id',
  params,
  body: UpdateCommunitySchema,
  responses: { 200: data(ManagedCommunitySchema) },
  errors: access,
  tags,
  description: 'Settings: name, description (sanitised), favicon, banner. The handle never changes.',
});

/** Every join type, archived ones too. */
export const listCommunityJoinTypes = endpoint({
  method: 'GET',
  path: '/v1/communities/:id/join-types',
  params,
  responses: { 200: data(z.array(JoinTypeSchema.extend({ archived: z.boolean() }))) },
  errors: access,
  tags,
  description: 'Every join type, archived ones too.',
});

/** Adds a join type, with an empty profile form. */
export const createCommunityJoinType = endpoint({
  method: 'POST',
  path: '/v1/communities/:id/join-types',
  params,
  body: JoinTypeInputSchema,
  responses: { 201: data(JoinTypeSchema) },
  errors: access,
  tags,
  description: 'A new join type, with an empty profile form.',
});

/** Renames, redescribes or moves a join type. */
export const updateCommunityJoinType = endpoint({
  method: 'PATCH',
  path: '/v1/communities/:id/join-types/:joinTypeId',
  params: joinTypeParams,
  body: JoinTypePatchSchema,
  responses: { 200: data(JoinTypeSchema) },
  errors: joinTypeErrors,
  tags,
  description: "A join type's name, description or position. Unknown: 404 G04020; archived: 400 G20205.",
});

/** Archives a join type: no longer offered; members who joined by it keep it. */
export const archiveCommunityJoinType = endpoint({
  method: 'DELETE',
  path: '/v1/communities/:id/join-types/:joinTypeId',
  params: joinTypeParams,
  responses: ok,
  errors: joinTypeErrors,
  tags,
  description: 'No longer offered; members who joined by it keep it.',
});

/** Replaces a profile form's title and questions, in order. */
export const replaceCommunityProfileForm = endpoint({
  method: 'PUT',
  path: '/v1/communities/:id/profile-forms/:formId',
  params: formParams,
  body: ProfileFormInputSchema,
  responses: { 200: data(ProfileFormSchema) },
  errors: [...access, 'G04021', 'G20040', 'G20041', 'G20042', 'G20045'],
  tags,
  description:
    "The form's title and questions in order (the registration builder's kinds and rules: G20041, G20042, G20045). A sent id keeps its question.",
});

/** A profile form of the community, as the console edits it. */
export const getConsoleProfileForm = endpoint({
  method: 'GET',
  path: '/v1/communities/:id/console/profile-forms/:formId',
  params: formParams,
  responses: { 200: data(ProfileFormSchema) },
  errors: [...access, 'G04021'],
  tags,
  description: "A profile form of the community, for the console. Another community's form: 404 G04021.",
});

/** Applications, oldest first: pending or rejected. */
export const listCommunityApplicants = endpoint({
  method: 'GET',
  path: '/v1/communities/:id/applicants',
  params,
  query: ApplicantsQuerySchema,
  responses: { 200: data(ConsoleMemberPageSchema) },
  errors: access,
  tags,
  description: 'Applications, oldest first: PENDING (default) or REJECTED.',
});

/** Approves a pending application; the applicant is emailed. */
export const approveCommunityApplicant = endpoint({
  method: 'POST',
  path: '/v1/communities/:id/applicants/:userId/approve',
  params: memberParams,
  responses: ok,
  errors: [...access, 'G20203', 'G04022'],
  tags,
  description: decision('Approves'),
});

/** Rejects a pending application; the applicant is emailed. */
export const rejectCommunityApplicant = endpoint({
  method: 'POST',
  path: '/v1/communities/:id/applicants/:userId/reject',
  params: memberParams,
  responses: ok,
  errors: [...access, 'G20203', 'G04022'],
  tags,
  description: decision('Rejects'),
});

/** Approved members with their roles, oldest first; searchable by name or email. */
export const listCommunityConsoleMembers = endpoint({
  method: 'GET',
  path: '/v1/communities/:id/console/members',
  params,
  query: ConsoleMembersQuerySchema,
  responses: { 200: data(ConsoleMemberPageSchema) },
  errors: access,
  tags,
  description: 'Approved members with their roles, oldest first; search by name or email.',
});

/** The owner makes a member a manager, or a manager a member. */
export const changeCommunityMemberRole = endpoint({
  method: 'PATCH',
  path: '/v1/communities/:id/members/:userId/role',
  params: memberParams,
  body: ChangeRoleSchema,
  responses: ok,
  errors: [...access, 'G01034', 'G04022', 'G20201', 'G20204'],
  tags,
  description:
    'The owner makes a member MANAGER or MEMBER (managers: 403 G01034). The OWNER never changes (G20201): a community has exactly one owner.',
});

/** The owner hands the community to an approved member and becomes a manager. */
export const transferCommunityOwnership = endpoint({
  method: 'POST',
  path: '/v1/communities/:id/console/owner',
  params,
  body: TransferOwnershipSchema,
  responses: ok,
  errors: [...access, 'G01034', 'G04022', 'G20201', 'G20204', 'G09024'],
  tags,
  description:
    'The owner hands the community to an approved member or manager (managers: 403 G01034), and becomes a manager. Not a member 404 G04022; an application 400 G20204; the owner changed meanwhile 409 G09024.',
});

/** Removes a member or an application. */
export const removeCommunityMember = endpoint({
  method: 'DELETE',
  path: '/v1/communities/:id/members/:userId',
  params: memberParams,
  responses: ok,
  errors: [...access, 'G01034', 'G04022', 'G20200'],
  tags,
  description:
    'Removes a member or an application. The owner cannot be removed (G20200); only the owner removes a manager (G01034).',
});

/** The barred emails, alphabetically. */
export const listCommunityBarredEmails = endpoint({
  method: 'GET',
  path: '/v1/communities/:id/barred',
  params,
  responses: { 200: data(z.array(BarredEntrySchema)) },
  errors: access,
  tags,
  description: 'The barred emails, in alphabetical order.',
});

/** Bars an account by email: it cannot apply and loses its membership. */
export const barCommunityEmail = endpoint({
  method: 'POST',
  path: '/v1/communities/:id/barred',
  params,
  body: BarSchema,
  responses: { 201: data(BarredEntrySchema) },
  errors: [...access, 'G20202', 'G09023'],
  tags,
  description: 'Bars an account by email: it cannot apply (G01032) and loses its membership. Not the owner (G20202).',
});

/** Lifts the bar on an email. */
export const unbarCommunityEmail = endpoint({
  method: 'DELETE',
  path: '/v1/communities/:id/barred/:email',
  params: z.object({ id, email: z.string().max(320) }),
  responses: ok,
  errors: [...access, 'G04022'],
  tags,
  description: 'Lifts the bar on an email. Not barred: 404 G04022.',
});

/** The allow-list: addresses and domains approved at once, alphabetically. */
export const listCommunityAllowList = endpoint({
  method: 'GET',
  path: '/v1/communities/:id/allowed',
  params,
  responses: { 200: data(z.array(AllowedEntrySchema)) },
  errors: access,
  tags,
  description: 'The allow-list: addresses and domains whose applicants are approved at once, in alphabetical order.',
});

/** Adds an address or a domain whose applicants are approved at once. */
export const allowCommunityEntry = endpoint({
  method: 'POST',
  path: '/v1/communities/:id/allowed',
  params,
  body: AllowSchema,
  responses: { 201: data(AllowedEntrySchema) },
  errors: [...access, 'G09023'],
  tags,
  description: 'An address or a domain whose applicants are approved at once.',
});

/** Takes an address or a domain off the allow-list. */
export const disallowCommunityEntry = endpoint({
  method: 'DELETE',
  path: '/v1/communities/:id/allowed/:entry',
  params: z.object({ id, entry: z.string().max(320) }),
  responses: ok,
  errors: [...access, 'G04022'],
  tags,
  description: 'Takes an address or a domain off the allow-list. Not on it: 404 G04022.',
});
