// Signing in across the main host and community sites (decision 014). Session cookies stay
// host-only; a person signed in on one site is carried to another by a single-use code, which only
// the browser that asked for it (its state cookie on the target site) can spend.
import type { FastifyInstance } from 'fastify';
import { pathOf } from '../../../contract/endpoint.ts';
import { beginSessionHandoff, completeSessionHandoff, handOffSession } from '../../../contract/endpoints/identity/handoff.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import type { CommunityOriginCheck } from '../../platform/http/origin-check.ts';
import { siteOfRequest, sessionOriginOf } from '../../platform/http/community-host.ts';
import { HANDOFF_STATE_TTL_S, isHandoffToken, mintHandoffCode, newHandoffState, redeemHandoffCode } from './handoff.service.ts';
import { registeredOrigin, resolveNext, withFlag } from './handoff-targets.ts';
import {
  HANDOFF_STATE_COOKIE,
  clearHandoffStateCookie,
  setHandoffStateCookie,
  setSessionCookies,
} from '../sessions/session-cookies.ts';

export const handoffRateLimit = { max: 30, timeWindow: '1 minute' } as const;

export async function handoffRoutes(app: FastifyInstance, deps: AppDeps, isCommunityOrigin: CommunityOriginCheck) {
  const targets = { env: deps.env, isCommunityOrigin };
  /** `address` when it is a registered origin other than `here`, exactly as given; else null. */
  const otherSite = async (address: string | undefined, here: string) => {
    const origin = await registeredOrigin(targets, address);
    return origin && origin === address?.replace(/\/$/, '') && origin !== here ? origin : null;
  };

  route(
    app,
    beginSessionHandoff,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const here = siteOfRequest(deps.env, request).origin;
      const from = await otherSite(request.query.from, here);
      if (!from || !(await registeredOrigin(targets, here))) return reply.redirect(`${here}/`, 302);
      const next = await resolveNext(targets, request.query.next, here);
      const state = newHandoffState();
      setHandoffStateCookie(reply, deps.env, state, HANDOFF_STATE_TTL_S);
      const handoff = new URL(pathOf(handOffSession), from);
      handoff.searchParams.set('to', here);
      handoff.searchParams.set('state', state);
      handoff.searchParams.set('next', next.toString());
      return reply.redirect(handoff.toString(), 302);
    },
    { config: { rateLimit: handoffRateLimit } },
  );

  route(
    app,
    handOffSession,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const here = siteOfRequest(deps.env, request).origin;
      const to = await otherSite(request.query.to, here);
      if (!to) return reply.redirect(`${here}/`, 302);
      const next = await resolveNext(targets, request.query.next, to);
      if (!request.user) return reply.redirect(withFlag(next, 'none'), 302);
      const { state } = request.query;
      if (!isHandoffToken(state)) {
        // The target site has not seen this browser yet: it sets its state cookie first, then comes back.
        const begin = new URL(pathOf(beginSessionHandoff), to);
        begin.searchParams.set('from', here);
        begin.searchParams.set('next', next.toString());
        return reply.redirect(begin.toString(), 302);
      }
      const code = await mintHandoffCode(deps, request.user, to, state);
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
      const state = request.cookies[HANDOFF_STATE_COOKIE];
      if (state !== undefined) clearHandoffStateCookie(reply, deps.env);
      const tokens = (await registeredOrigin(targets, here))
        ? await redeemHandoffCode(deps, request.query.code, state, here, sessionOriginOf(deps.env, request))
        : null;
      if (!tokens) return reply.redirect(withFlag(next, 'failed'), 302);
      setSessionCookies(reply, deps.env, tokens);
      return reply.redirect(next.toString(), 302);
    },
    { config: { rateLimit: handoffRateLimit } },
  );
}
