import type { FastifyInstance } from 'fastify';
import {
  changeMyLocale,
  createUserAccount,
  getMyAccount,
  getMyProfile,
  updateMyProfile,
} from '../../../contract/endpoints/identity/accounts.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { sessionOriginOf } from '../../platform/http/community-host.ts';
import { route } from '../../platform/http/route.ts';
import { readBearerToken } from '../sign-in/credentials.ts';
import { requireUser } from '../sessions/guard.ts';
import { setSessionCookies } from '../sessions/session-cookies.ts';
import { rejectInvalidRequest } from './coded-validation.ts';
import { getProfile, updateProfile } from './profile.service.ts';
import { toUser } from './user-dto.ts';
import { changeLocale, createAccount, getUser } from './users.service.ts';

export async function usersRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, createUserAccount, async (request, reply) => {
    const signUpToken = readBearerToken(request.headers.authorization, 'G01008');
    const { name, bio, locale } = request.body;
    const { user, tokens } = await createAccount(
      deps,
      { signUpToken, name, bio, locale: locale ?? request.locale },
      sessionOriginOf(deps.env, request),
    );
    setSessionCookies(reply, deps.env, tokens);
    return reply.code(201).send({ data: toUser(user) });
  });

  route(app, getMyAccount, async (request) => {
    const user = requireUser(request);
    return { data: toUser(await getUser(deps.db, user.id)) };
  });

  route(app, changeMyLocale, async (request) => {
    const user = requireUser(request);
    return { data: toUser(await changeLocale(deps, user.id, request.body.locale)) };
  });

  route(app, getMyProfile, async (request) => {
    const user = requireUser(request);
    return { data: await getProfile(deps, user.id) };
  });

  route(
    app,
    updateMyProfile,
    async (request) => {
      const user = requireUser(request);
      rejectInvalidRequest(request);
      return { data: await updateProfile(deps, user.id, request.body) };
    },
    { attachValidation: true },
  );
}
