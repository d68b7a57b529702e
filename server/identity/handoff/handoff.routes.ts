// Signing in across the main host and community sites (decision 014). Session cookies stay
// host-only; a person signed in on one site is carried to another by a single-use code.
import type { FastifyInstance } from 'fastify';
import { pathOf } from '../../../contract/endpoint.ts';
import { completeSessionHandoff, handOffSession } from '../../../contract/endpoints/identity/handoff.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import type { CommunityOriginCheck } from '../../platform/http/origin-check.ts';
import { siteOfRequest, sessionOriginOf } from '../../platform/http/community-host.ts';
import { redeemHandoffCode, mintHandoffCode } from './handoff.service.ts';
import { registeredOrigin, resolveNext, withFlag } from './handoff-targets.ts';
import { setSessionCookies } from '../sessions/session-cookies.ts';

export const handoffRateLimit = { max: 30, timeWindow: '1 minute' } as const;

export async function handoffRoutes(app: FastifyInstance, deps: AppDeps, isCommunityOrigin: CommunityOriginCheck) {
  const targets = { env: deps.env, isCommunityOrigin };

  route(
    app,
    handOffSession,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const here = siteOfRequest(deps.env, request).origin;
      const to = await registeredOrigin(targets, request.query.to);
      if (!to || to !== request.query.to?.replace(/\/$/, '') || to === here) return reply.redirect(`${here}/`, 302);
      const next = await resolveNext(targets, request.query.next, to);
      const code = request.user ? await mintHandoffCode(deps, request.user, to) : null;
      if (!code) return reply.redirect(withFlag(next, 'none'), 302);
      const complete = new URL(pathOf(completeSessionHandoff), to);
      complete.searchParams.set('code', code);
      complete.searchParams.set('next', next.toString());
      return reply.redirect(complete.toString(), 302);
    },
    { config: { rateLimit: handoffRateLimit } },
  );

  route(
    app,
    completeSessionHandoff,
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
    { config: { rateLimit: handoffRateLimit } },
  );
}
