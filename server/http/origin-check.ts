// Cross-site request forgery: a page elsewhere can make a browser send our cookies with a form or
// fetch, but not hide where it comes from. The rule, for every POST, PUT, PATCH and DELETE:
//   - no Cookie header: allowed (nothing ambient to abuse; sign-in and Bearer calls work anywhere);
//   - an Origin header: it must be APP_ORIGIN, a subdomain of it (community sites) on the same
//     scheme and port, one of ALLOWED_ORIGINS, or — outside production — any localhost origin
//     (the Vite dev server); `Origin: null` never is;
//   - no Origin header: browsers always send one on these methods, so the caller is not a browser
//     (curl, a server) and is allowed, unless Sec-Fetch-Site says a browser sent it from another site.
// Refused: 403 G01019.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';
import { AppError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOCALHOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function originAllowed(env: Pick<Env, 'APP_ORIGIN' | 'ALLOWED_ORIGINS' | 'NODE_ENV'>, origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  const app = new URL(env.APP_ORIGIN);
  if (url.origin === app.origin || env.ALLOWED_ORIGINS.includes(url.origin)) return true;
  if (url.protocol === app.protocol && url.port === app.port && url.hostname.endsWith(`.${app.hostname}`)) return true;
  return env.NODE_ENV !== 'production' && url.protocol === 'http:' && LOCALHOSTS.has(url.hostname);
}

function isCrossSiteRequest(env: Env, request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method) || !request.headers.cookie) return false;
  const origin = request.headers.origin;
  if (origin !== undefined) return !originAllowed(env, origin);
  const site = request.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin' && site !== 'same-site' && site !== 'none';
}

export function registerOriginCheck(app: FastifyInstance, env: Env) {
  app.addHook('onRequest', async (request) => {
    if (isCrossSiteRequest(env, request)) throw new AppError('G01019');
  });
}
