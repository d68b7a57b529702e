import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import {
  AVATAR_UPLOADS_PER_MINUTE,
  CreateUserSchema,
  ProfileSchema,
  SetLocaleSchema,
  UpdateProfileSchema,
  UserSchema,
} from '../../users.ts';

const tags = ['users'];
const user = z.object({ data: UserSchema });
const profile = z.object({ data: ProfileSchema });

/** Creates the account a sign-up token proves the email for, and signs in. */
export const createUserAccount = endpoint({
  method: 'POST',
  path: '/v1/users',
  body: CreateUserSchema,
  responses: { 201: user },
  errors: ['G01008', 'G09004', 'G09003'],
  tags,
  description: 'Creates the account for the email a sign-up token proves: `Authorization: Bearer <signUpToken>`.',
});

/** The signed-in user. */
export const getMyAccount = endpoint({
  method: 'GET',
  path: '/v1/me',
  responses: { 200: user },
  errors: ['G04001'],
  tags,
  description: 'The signed-in user.',
});

/** Stores the interface language on the account; answers the user. */
export const changeMyLocale = endpoint({
  method: 'PATCH',
  path: '/v1/me/locale',
  body: SetLocaleSchema,
  responses: { 200: user },
  errors: ['G04001'],
  tags,
  description: 'Stores the language on the account; returns the user.',
});

/** The signed-in user's profile. */
export const getMyProfile = endpoint({
  method: 'GET',
  path: '/v1/me/profile',
  responses: { 200: profile },
  errors: ['G04001'],
  tags,
  description: "The signed-in user's profile.",
});

/** Changes the fields present in the request (null clears one); answers the whole profile. */
export const updateMyProfile = endpoint({
  method: 'PATCH',
  path: '/v1/me/profile',
  body: UpdateProfileSchema,
  responses: { 200: profile },
  errors: ['G04001', 'G09003', 'G10014', 'G10015'],
  tags,
  description:
    'Changes the fields present in the request; null clears a field. The email cannot change here. A handle someone else holds ' +
    '(whatever its capitals): 409 G09003. A social type twice: G10014; a tag twice: G10015.',
});

/** Uploads a new avatar (multipart `file`); answers the user. */
export const uploadMyAvatar = endpoint({
  method: 'POST',
  path: '/v1/users/avatars',
  responses: { 200: user },
  errors: ['G04001'],
  tags,
  description: `multipart/form-data with one \`file\`: a JPEG or PNG up to 30 MB. Stored as webp; returns the user. ${AVATAR_UPLOADS_PER_MINUTE} per minute (429 G00104).`,
  consumes: ['multipart/form-data'],
});
