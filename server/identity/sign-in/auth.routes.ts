import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthResultSchema,
  CodeSentSchema,
  EmailTokenRequestSchema,
  RequestCodeSchema,
  type AuthResult,
} from '../../../contract/auth.ts';
import { UserSchema } from '../../../contract/users.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { sessionOriginOf } from '../../platform/http/community-host.ts';
import { toUser } from '../accounts/user-dto.ts';
import { readEmailCodeCredentials } from './credentials.ts';
import { requestEmailCode } from './sign-in-code.service.ts';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from '../sessions/session-cookies.ts';
import { refreshSession, signOut } from '../sessions/session.service.ts';
import { exchangeEmailCode, type SignInOutcome } from './sign-in.service.ts';

/** Per client address and instance, on top of the per-email limits kept in the database. */
export const authRateLimits = {
  otp: { max: 10, timeWindow: '1 minute' },
  token: { max: 30, timeWindow: '1 minute' },
  refresh: { max: 60, timeWindow: '1 minute' },
} as const;

/** Sets the session cookies for a sign-in and says what happened; tokens never go in the body. */
export function replyWithOutcome(reply: FastifyReply, deps: AppDeps, outcome: SignInOutcome): AuthResult {
  if (outcome.status === 'SIGNED_IN') {
    setSessionCookies(reply, deps.env, outcome.tokens);
    return { status: 'SIGNED_IN', user: toUser(outcome.user) };
  }
  const { email, signUpToken, expiresAt, suggestedName } = outcome;
  return { status: 'SIGN_UP_REQUIRED', email, signUpToken, expiresAt: expiresAt.toISOString(), suggestedName };
}

export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/v1/auth/otp',
    {
      config: { rateLimit: authRateLimits.otp },
      schema: { tags: ['auth'], body: RequestCodeSchema, response: { 200: z.object({ data: CodeSentSchema }) } },
    },
    async (request) => ({ data: await requestEmailCode(deps, { ...request.body, locale: request.locale }) }),
  );

  api.post(
    '/v1/auth/token/email',
    {
      config: { rateLimit: authRateLimits.token },
      schema: {
        tags: ['auth'],
        description: 'Email and code as `Authorization: Basic base64(email:code)`.',
        body: EmailTokenRequestSchema,
        response: { 200: z.object({ data: AuthResultSchema }) },
      },
    },
    async (request, reply) => {
      const credentials = readEmailCodeCredentials(request.headers.authorization);
      const outcome = await exchangeEmailCode(deps, credentials, sessionOriginOf(deps.env, request));
      return { data: replyWithOutcome(reply, deps, outcome) };
    },
  );

  api.put(
    '/v1/auth/token',
    {
      config: { rateLimit: authRateLimits.refresh },
      schema: {
        tags: ['auth'],
        description: 'Rotates the refresh cookie; returns the user.',
        response: { 200: z.object({ data: UserSchema }) },
      },
    },
    async (request, reply) => {
      try {
        const { user, tokens } = await refreshSession(deps, request.cookies[REFRESH_COOKIE], sessionOriginOf(deps.env, request));
        setSessionCookies(reply, deps.env, tokens);
        return { data: toUser(user) };
      } catch (error) {
        clearSessionCookies(reply, deps.env);
        throw error;
      }
    },
  );

  api.delete(
    '/v1/auth/token',
    {
      schema: {
        tags: ['auth'],
        description: 'Signs out: ends the session family.',
        response: { 200: z.object({ data: z.null() }) },
      },
    },
    async (request, reply) => {
      await signOut(deps, { refreshToken: request.cookies[REFRESH_COOKIE], sessionId: request.user?.sessionId });
      clearSessionCookies(reply, deps.env);
      return { data: null };
    },
  );
}
