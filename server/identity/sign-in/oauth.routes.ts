import type { FastifyInstance } from 'fastify';
import { openGoogleSignIn, signInWithGoogle } from '../../../contract/endpoints/identity/sign-in.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import { authRateLimits, replyWithOutcome } from './auth.routes.ts';
import { completeGoogleSignIn, OAUTH_STATE_TTL_S, startGoogleSignIn } from './oauth.service.ts';
import { clearOAuthCookie, OAUTH_COOKIE, setOAuthCookie } from '../sessions/session-cookies.ts';

export async function oauthRoutes(app: FastifyInstance, deps: AppDeps) {
  route(
    app,
    openGoogleSignIn,
    async (request, reply) => {
      const { authorizationUrl, cookie } = await startGoogleSignIn(deps, { returnTo: request.query.returnTo });
      setOAuthCookie(reply, deps.env, cookie, OAUTH_STATE_TTL_S);
      return reply.header('cache-control', 'no-store').redirect(authorizationUrl, 302);
    },
    { config: { rateLimit: authRateLimits.token } },
  );

  route(
    app,
    signInWithGoogle,
    async (request, reply) => {
      const cookie = request.cookies[OAUTH_COOKIE];
      // One attempt per start: whatever happens, the pending state is gone.
      clearOAuthCookie(reply, deps.env);
      const outcome = await completeGoogleSignIn(deps, { ...request.body, cookie, locale: request.locale, log: request.log });
      return { data: { ...replyWithOutcome(reply, deps, outcome), redirectTo: outcome.redirectTo } };
    },
    { config: { rateLimit: authRateLimits.token } },
  );
}
