import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../../platform/env.ts';
import { type SessionTokens, REFRESH_TOKEN_TTL_MS } from './session.service.ts';
import { ACCESS_TOKEN_TTL_S } from './tokens.ts';

export const ACCESS_COOKIE = 'moim_at';
export const REFRESH_COOKIE = 'moim_rt';
export const OAUTH_COOKIE = 'moim_oauth';
// Binds a handoff to the browser that asked for it (decision 014): only that browser can spend the code.
export const HANDOFF_STATE_COOKIE = 'moim_handoff';
// Says only that this browser holds a session, for as long as its refresh token lives: the access
// cookie expires after 15 minutes, and the refresh cookie is never sent to pages. The public event
// page (server/platform/http/spa.ts) is for visitors without one; everyone else gets the app.
export const SESSION_HINT_COOKIE = 'moim_session';

// The refresh token is only ever needed by PUT/DELETE /v1/auth/token and the sign-in routes below it.
export const REFRESH_COOKIE_PATH = '/v1/auth/token';
export const OAUTH_COOKIE_PATH = '/v1/auth';
export const HANDOFF_STATE_COOKIE_PATH = '/v1/auth/handoff';

function base(env: Env) {
  return { httpOnly: true, secure: env.NODE_ENV === 'production', sameSite: 'lax' as const };
}

export function setSessionCookies(reply: FastifyReply, env: Env, tokens: SessionTokens) {
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, { ...base(env), path: '/', maxAge: ACCESS_TOKEN_TTL_S });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    ...base(env),
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    maxAge: REFRESH_TOKEN_TTL_MS / 1000,
  });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...base(env), path: '/', maxAge: REFRESH_TOKEN_TTL_MS / 1000 });
}

export function clearSessionCookies(reply: FastifyReply, env: Env) {
  reply.clearCookie(ACCESS_COOKIE, { ...base(env), path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...base(env), sameSite: 'strict', path: REFRESH_COOKIE_PATH });
  reply.clearCookie(SESSION_HINT_COOKIE, { ...base(env), path: '/' });
}

/** Whether the request comes from a browser that holds a session (valid or not: the app decides). */
export function mayHaveSession(request: FastifyRequest): boolean {
  return Boolean(request.cookies[ACCESS_COOKIE] || request.cookies[SESSION_HINT_COOKIE]);
}

export function setOAuthCookie(reply: FastifyReply, env: Env, value: string, maxAgeS: number) {
  reply.setCookie(OAUTH_COOKIE, value, { ...base(env), path: OAUTH_COOKIE_PATH, maxAge: maxAgeS });
}

export function clearOAuthCookie(reply: FastifyReply, env: Env) {
  reply.clearCookie(OAUTH_COOKIE, { ...base(env), path: OAUTH_COOKIE_PATH });
}

export function setHandoffStateCookie(reply: FastifyReply, env: Env, state: string, maxAgeS: number) {
  reply.setCookie(HANDOFF_STATE_COOKIE, state, { ...base(env), path: HANDOFF_STATE_COOKIE_PATH, maxAge: maxAgeS });
}

export function clearHandoffStateCookie(reply: FastifyReply, env: Env) {
  reply.clearCookie(HANDOFF_STATE_COOKIE, { ...base(env), path: HANDOFF_STATE_COOKIE_PATH });
}
