import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AuthResult } from '../../../contract/auth.ts';
import {
  endAllSessions,
  endSession,
  renewSession,
  sendSignInCode,
  signInWithEmailCode,
} from '../../../contract/endpoints/identity/sign-in.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import { sessionOriginOf } from '../../platform/http/community-host.ts';
import { toUser } from '../accounts/user-dto.ts';
import { readEmailCodeCredentials } from './credentials.ts';
import { requestEmailCode } from './sign-in-code.service.ts';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from '../sessions/session-cookies.ts';
import { refreshSession, signOut, signOutEverywhere } from '../sessions/session.service.ts';
import { requireUser } from '../sessions/guard.ts';
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
  route(
    app,
    sendSignInCode,
    async (request) => ({ data: await requestEmailCode(deps, { ...request.body, locale: request.locale }) }),
    { config: { rateLimit: authRateLimits.otp } },
  );

  route(
    app,
    signInWithEmailCode,
    async (request, reply) => {
      const credentials = readEmailCodeCredentials(request.headers.authorization);
      const outcome = await exchangeEmailCode(deps, credentials, sessionOriginOf(deps.env, request));
      return { data: replyWithOutcome(reply, deps, outcome) };
    },
    { config: { rateLimit: authRateLimits.token } },
  );

  route(
    app,
    renewSession,
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
    { config: { rateLimit: authRateLimits.refresh } },
  );

  route(app, endSession, async (request, reply) => {
    await signOut(deps, { refreshToken: request.cookies[REFRESH_COOKIE], sessionId: request.user?.sessionId });
    clearSessionCookies(reply, deps.env);
    return { data: null };
  });

  route(app, endAllSessions, async (request, reply) => {
    const user = requireUser(request);
    await signOutEverywhere(deps, user.id);
    clearSessionCookies(reply, deps.env);
    return { data: null };
  });
}
