import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreateUserSchema, ProfileSchema, SetLocaleSchema, UpdateProfileSchema, UserSchema } from '../../../contract/users.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { sessionOriginOf } from '../../platform/http/community-host.ts';
import { readBearerToken } from '../sign-in/credentials.ts';
import { requireUser } from '../sessions/guard.ts';
import { setSessionCookies } from '../sessions/session-cookies.ts';
import { rejectInvalidRequest } from './coded-validation.ts';
import { getProfile, updateProfile } from './profile.service.ts';
import { toUser } from './user-dto.ts';
import { changeLocale, createAccount, getUser } from './users.service.ts';

const UserResponse = z.object({ data: UserSchema });
const ProfileResponse = z.object({ data: ProfileSchema });

export async function usersRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/v1/users',
    {
      schema: {
        tags: ['users'],
        description: 'Creates the account for the email a sign-up token proves: `Authorization: Bearer <signUpToken>`.',
        body: CreateUserSchema,
        response: { 201: UserResponse },
      },
    },
    async (request, reply) => {
      const signUpToken = readBearerToken(request.headers.authorization, 'G01008');
      const { name, bio, locale } = request.body;
      const { user, tokens } = await createAccount(
        deps,
        { signUpToken, name, bio, locale: locale ?? request.locale },
        sessionOriginOf(deps.env, request),
      );
      setSessionCookies(reply, deps.env, tokens);
      return reply.code(201).send({ data: toUser(user) });
    },
  );

  api.get('/v1/me', { schema: { tags: ['users'], response: { 200: UserResponse } } }, async (request) => {
    const user = requireUser(request);
    return { data: toUser(await getUser(deps.db, user.id)) };
  });

  api.patch(
    '/v1/me/locale',
    { schema: { tags: ['users'], body: SetLocaleSchema, response: { 200: UserResponse } } },
    async (request) => {
      const user = requireUser(request);
      return { data: toUser(await changeLocale(deps, user.id, request.body.locale)) };
    },
  );

  api.get('/v1/me/profile', { schema: { tags: ['users'], response: { 200: ProfileResponse } } }, async (request) => {
    const user = requireUser(request);
    return { data: await getProfile(deps, user.id) };
  });

  api.patch(
    '/v1/me/profile',
    {
      attachValidation: true,
      schema: { tags: ['users'], body: UpdateProfileSchema, response: { 200: ProfileResponse } },
    },
    async (request) => {
      const user = requireUser(request);
      rejectInvalidRequest(request);
      return { data: await updateProfile(deps, user.id, request.body) };
    },
  );
}
