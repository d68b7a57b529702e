/**
 * Who is asking. Registered once in buildApp; every /v1 request then carries `request.user`
 * (the signed-in user, or null when anonymous or when the access cookie is not usable). A route
 * marked `checksSessionItself` gets it from its own first statement instead (acceptSessionCheck).
 *
 * In a route:
 *
 *   import { requireUser, requirePro } from './guard.ts';
 *
 *   app.get('/v1/me/events', async (request) => {
 *     const user = requireUser(request);   // 401 G01001 (no cookie) or the token's own 401 code
 *     return { data: await listMyEvents(deps, user.id) };
 *   });
 *   app.post('/v1/events', async (request) => {
 *     const host = requirePro(request);     // as above, then 403 G01019 unless accessLevel is PRO
 *     …
 *   });
 *
 * Optional sign-in (e.g. a public page that shows more to members): read `request.user` directly.
 * The 401 codes thrown here are the refreshable ones (G01001, G01003, G01009–G01013): the client
 * refreshes the session once (PUT /v1/auth/token) and repeats the request once.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../../contract/errors.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { sessionOriginOf } from '../../platform/http/community-host.ts';
import { AppError } from '../../platform/http/errors.ts';
import { ACCESS_COOKIE } from './session-cookies.ts';
import {
  accessClaimsOf,
  isSessionLive,
  resolveSessionUser,
  sessionUserFromCheck,
  type SessionCheck,
  type SessionUser,
} from './session.service.ts';
import type { AccessClaims } from './tokens.ts';

export type { SessionCheck, SessionUser };
export { sessionCheckColumn } from './session.service.ts';
/** For what outlives its request (a live stream): is the session it was opened with still open? */
export { isSessionLive };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. */
    user: SessionUser | null;
    /** Why a present access cookie gave no user (G01003, G01009–G01013); null otherwise. */
    authProblem: ErrorCode | null;
    /** A verified access token's claims, left for a route that checks the session itself; null otherwise. */
    accessClaims: AccessClaims | null;
  }
  interface FastifyContextConfig {
    /**
     * The route's first statement checks the session beside what it reads anyway
     * (`sessionCheckColumn`, then `acceptSessionCheck`): the hook verifies the token and leaves the
     * claims, one statement fewer per request. Until then `request.user` is null.
     */
    checksSessionItself?: boolean;
  }
}

export async function registerAuth(app: FastifyInstance, deps: AppDeps) {
  app.decorateRequest('user', null);
  app.decorateRequest('authProblem', null);
  app.decorateRequest('accessClaims', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/v1/')) return;
    const token = request.cookies[ACCESS_COOKIE];
    if (!token) return;
    try {
      const claims = accessClaimsOf(deps, token, sessionOriginOf(deps.env, request));
      if (request.routeOptions.config.checksSessionItself) {
        request.accessClaims = claims;
        return;
      }
      signIn(request, await resolveSessionUser(deps, claims));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      request.authProblem = error.code;
    }
  });
}

function signIn(request: FastifyRequest, user: SessionUser) {
  request.user = user;
  // An explicit Accept-Language wins; without one, the account's language does.
  if (!request.headers['accept-language']) request.locale = user.locale;
}

/**
 * For a route that checks the session itself: the user its statement's session check found for
 * the request's claims, or the 401 requireUser would give. Without claims (no cookie, or a token
 * that did not verify), that 401 at once.
 */
export function acceptSessionCheck(request: FastifyRequest, check: SessionCheck): SessionUser {
  if (!request.accessClaims) return requireUser(request);
  try {
    signIn(request, sessionUserFromCheck(check, request.accessClaims));
  } catch (error) {
    if (error instanceof AppError) request.authProblem = error.code;
    throw error;
  }
  return requireUser(request);
}

/** The signed-in user, or a 401 the client answers with one refresh. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (request.user) return request.user;
  throw new AppError(request.authProblem ?? 'G01001');
}

/** The signed-in PRO user: 401 as requireUser, then 403 G01019 for everyone else. */
export function requirePro(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (user.accessLevel !== 'PRO') throw new AppError('G01019');
  return user;
}
