// Signing in across the main host and community sites (decision 014). Session cookies stay
// host-only; a person signed in on one site is carried to another by a single-use code.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { CommunityOriginCheck } from '../../platform/http/origin-check.ts';
import { siteOfRequest, sessionOriginOf } from '../../platform/http/community-host.ts';
import { redeemHandoffCode, mintHandoffCode } from './handoff.service.ts';
import { registeredOrigin, resolveNext, withFlag } from './handoff-targets.ts';
import { setSessionCookies } from '../sessions/session-cookies.ts';

export const handoffRateLimit = { max: 30, timeWindow: '1 minute' } as const;
const query = z.object({
  to: z.string().max(300).optional(),
  next: z.string().max(2048).optional(),
  code: z.string().max(100).optional(),
});

export async function handoffRoutes(app: FastifyInstance, deps: AppDeps, isCommunityOrigin: CommunityOriginCheck) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const targets = { env: deps.env, isCommunityOrigin };

  api.get(
    '/v1/auth/handoff',
    {
      config: { rateLimit: handoffRateLimit },
      schema: {
        tags: ['auth'],
        description:
          'Top-level navigation. `to`: the main host or a community site (not this host); `next`: a path there, or an absolute URL on a registered origin. ' +
          'Signed in here: 302 to `<to>/v1/auth/handoff/complete?code=…&next=…` (a single-use code for 60 s). Signed out: 302 to `next` with `handoff=none`. ' +
          "Anything else: 302 to this site's start page.",
        querystring: query,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const here = siteOfRequest(deps.env, request).origin;
      const to = await registeredOrigin(targets, request.query.to);
      if (!to || to !== request.query.to?.replace(/\/$/, '') || to === here) return reply.redirect(`${here}/`, 302);
      const next = await resolveNext(targets, request.query.next, to);
      if (!request.user) return reply.redirect(withFlag(next, 'none'), 302);
      const code = await mintHandoffCode(deps, request.user.id, to);
      const complete = new URL('/v1/auth/handoff/complete', to);
      complete.searchParams.set('code', code);
      complete.searchParams.set('next', next.toString());
      return reply.redirect(complete.toString(), 302);
    },
  );

  api.get(
    '/v1/auth/handoff/complete',
    {
      config: { rateLimit: handoffRateLimit },
      schema: {
        tags: ['auth'],
        description:
          'Redeems a handoff code on the site it was minted for: opens a session bound to this host, sets its cookies and 302s to `next` ' +
          "(a path here, or an absolute URL on a registered origin). Unknown, spent, expired or another site's code: 302 to `next` with `handoff=failed`.",
        querystring: query,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const here = siteOfRequest(deps.env, request).origin;
      const next = await resolveNext(targets, request.query.next, here);
      const tokens = (await registeredOrigin(targets, here))
        ? await redeemHandoffCode(deps, request.query.code, here, sessionOriginOf(deps.env, request))
        : null;
      if (!tokens) return reply.redirect(withFlag(next, 'failed'), 302);
      setSessionCookies(reply, deps.env, tokens);
      return reply.redirect(next.toString(), 302);
    },
  );
}
