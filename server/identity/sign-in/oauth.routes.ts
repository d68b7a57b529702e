import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OAuthResultSchema, OAuthTokenRequestSchema } from '../../../contract/auth.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { authRateLimits, replyWithOutcome } from './auth.routes.ts';
import { completeGoogleSignIn, OAUTH_STATE_TTL_S, startGoogleSignIn } from './oauth.service.ts';
import { clearOAuthCookie, OAUTH_COOKIE, setOAuthCookie } from '../sessions/session-cookies.ts';

export async function oauthRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/v1/auth/oauth/google/start',
    {
      config: { rateLimit: authRateLimits.token },
      schema: {
        tags: ['auth'],
        description: "Redirects to the provider's sign-in; afterwards the provider sends the browser to /google/callback.",
        querystring: z.object({ returnTo: z.string().max(2048).optional() }),
      },
    },
    async (request, reply) => {
      const { authorizationUrl, cookie } = await startGoogleSignIn(deps, { returnTo: request.query.returnTo });
      setOAuthCookie(reply, deps.env, cookie, OAUTH_STATE_TTL_S);
      return reply.header('cache-control', 'no-store').redirect(authorizationUrl, 302);
    },
  );

  api.post(
    '/v1/auth/token/oauth',
    {
      config: { rateLimit: authRateLimits.token },
      schema: { tags: ['auth'], body: OAuthTokenRequestSchema, response: { 200: z.object({ data: OAuthResultSchema }) } },
    },
    async (request, reply) => {
      const cookie = request.cookies[OAUTH_COOKIE];
      // One attempt per start: whatever happens, the pending state is gone.
      clearOAuthCookie(reply, deps.env);
      const outcome = await completeGoogleSignIn(deps, { ...request.body, cookie, locale: request.locale, log: request.log });
      return { data: { ...replyWithOutcome(reply, deps, outcome), redirectTo: outcome.redirectTo } };
    },
  );
}
