// What anyone and every member calls (docs/communities.md): the community's info, applying,
// the caller's state, profile forms, answer files and "my communities".
import { z } from 'zod';
import {
  ApplicationResultSchema,
  ApplyFormSchema,
  ApplySchema,
  CommunityInfoQuerySchema,
  CommunityInfoSchema,
  communityLimits,
  MyCommunitiesQuerySchema,
  MyCommunityPageSchema,
  MyMembershipSchema,
} from '../../communities.ts';
import { endpoint } from '../../endpoint.ts';
import { UploadedFileSchema } from '../../registration-views.ts';

const tags = ['communities'];
const params = z.object({ id: z.string().max(64) });
const membership = z.object({ data: MyMembershipSchema });

/** The public info of the community a handle (subdomain) names; cacheable for a few seconds. */
export const getCommunityInfo = endpoint({
  method: 'GET',
  path: '/v1/communities/info',
  query: CommunityInfoQuerySchema,
  responses: { 200: z.object({ data: CommunityInfoSchema }) },
  errors: ['G04013'],
  tags,
  description: `The community whose handle (subdomain) is \`org\`: anyone may read it; fresh for ${communityLimits.infoFreshSeconds} seconds. Unknown: 404 G04013.`,
});

/** The caller's membership state in a community. */
export const getMyCommunityMembership = endpoint({
  method: 'GET',
  path: '/v1/communities/:id/me',
  params,
  responses: { 200: membership },
  errors: ['G04013'],
  tags,
  description:
    "The caller's state in the community: NONE, PENDING, APPROVED (with the role), REJECTED or BARRED. 401 signed out; 404 G04013 unknown community.",
});

/** Leaves the community, or withdraws the application; answers the new state, NONE. */
export const leaveCommunity = endpoint({
  method: 'DELETE',
  path: '/v1/communities/:id/me',
  params,
  responses: { 200: membership },
  errors: ['G04013', 'G04022', 'G20206'],
  tags,
  description:
    'Leave the community (a member or manager) or withdraw the application (an applicant); the caller may apply again later. Answers the new state, NONE. ' +
    'The owner cannot leave (400 G20206); no membership or application to end (a rejected or barred person, anyone else): 404 G04022. 401 signed out; 404 G04013 unknown community.',
});

/** Applies with a join type and its profile form's answers; answers the caller's new state. */
export const applyToCommunity = endpoint({
  method: 'POST',
  path: '/v1/communities/:id/members',
  params,
  body: ApplySchema,
  responses: { 201: z.object({ data: ApplicationResultSchema }) },
  errors: ['G04013', 'G01032', 'G09020', 'G09021', 'G04020', 'G20205', 'G20047', 'G10016'],
  tags,
  description:
    'Apply: a join type and the answers to its profile form (the registration answer rules: G20047, G10016). One application per person ' +
    '(409 G09020, G09021 when already a member); barred accounts 403 G01032 (contact the admin); unknown or archived join type 404 G04020 / 400 G20205. ' +
    "An allow-listed address or domain is approved at once. Answers the caller's new state.",
});

/** A join type's profile form, to anyone. */
export const getCommunityProfileForm = endpoint({
  method: 'GET',
  path: '/v1/communities/:id/profile-forms/:formId',
  params: params.extend({ formId: z.string().max(64) }),
  responses: { 200: z.object({ data: ApplyFormSchema }) },
  errors: ['G04013', 'G04021'],
  tags,
  description:
    "A join type's profile form, to anyone (the apply form is shown before signing up). Another community's form: 404 G04021. " +
    'For a signed-in caller, `prefill` holds what their profile already answers (the name, the email, the organization…) by question id; empty otherwise.',
});

/** Uploads the file of a profile form's FILE question (multipart `file`); answers `{ fileId }`. */
export const uploadCommunityAnswerFile = endpoint({
  method: 'POST',
  path: '/v1/communities/regist-question-file',
  responses: { 200: z.object({ data: UploadedFileSchema }) },
  errors: [],
  tags,
  description:
    'multipart/form-data with one `file` for a FILE question of a profile form: jpg, jpeg, png, pdf or zip (G00106 otherwise), up to 30 MB (G00107). ' +
    `Signed in. Answer with \`{ fileId }\`. ${communityLimits.fileUploadsPerMinute} per minute (429 G00104).`,
  consumes: ['multipart/form-data'],
});

/** An answer's file, as an attachment, to its uploader and the community's owner and managers. */
export const getCommunityAnswerFile = endpoint({
  method: 'GET',
  path: '/v1/communities/regist-question-file/:fileId',
  params: z.object({ fileId: z.string().max(64) }),
  responses: {},
  errors: ['G04015'],
  tags,
  description:
    "An answer's file, to its uploader and to the owner and managers of the community the application is for. Anyone else: 404 G04015.",
  produces: ['image/jpeg', 'image/png', 'application/pdf', 'application/zip'],
});

/** The caller's communities and applications, newest first, a page at a time. */
export const listMyCommunities = endpoint({
  method: 'GET',
  path: '/v1/me/communities',
  query: MyCommunitiesQuerySchema,
  responses: { 200: z.object({ data: MyCommunityPageSchema }) },
  errors: [],
  tags,
  description:
    'The caller\'s communities and applications, newest first, each with its site\'s URL. `filter` is JSON: {"role":"OWNER"}, {"status":"PENDING"}.',
});
