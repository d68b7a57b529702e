// Cross-site request forgery: a page elsewhere can make a browser send our cookies with a form or
// fetch, but not hide where it comes from. The rule, for every POST, PUT, PATCH and DELETE:
//   - no Cookie header: allowed (nothing ambient to abuse; sign-in and Bearer calls work anywhere);
//   - an Origin header: it must be APP_ORIGIN, an existing community's site ({handle}.<COMMUNITY_DOMAIN>
//     on APP_ORIGIN's scheme and port), one of ALLOWED_ORIGINS, or — outside production — any
//     localhost origin (the Vite dev server); `Origin: null` never is;
//   - no Origin header: browsers always send one on these methods, so the caller is not a browser
//     (curl, a server) and is allowed, unless Sec-Fetch-Site says a browser sent it from another site.
// Refused: 403 G01019.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';
import { AppError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOCALHOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether an origin is an existing community's site (asked only for would-be community origins). */
export type CommunityOriginCheck = (origin: string) => Promise<boolean>;

/** The rule without the community lookup: true, false, or 'community' (allowed if that community exists). */
export function originAllowed(
  env: Pick<Env, 'APP_ORIGIN' | 'ALLOWED_ORIGINS' | 'NODE_ENV'> & Partial<Pick<Env, 'COMMUNITY_DOMAIN'>>,
  origin: string,
): boolean | 'community' {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  const app = new URL(env.APP_ORIGIN);
  if (url.origin === app.origin || env.ALLOWED_ORIGINS.includes(url.origin)) return true;
  if (env.NODE_ENV !== 'production' && url.protocol === 'http:' && LOCALHOSTS.has(url.hostname)) return true;
  const domain = env.COMMUNITY_DOMAIN ?? app.hostname;
  return url.protocol === app.protocol && url.port === app.port && url.hostname.endsWith(`.${domain}`) ? 'community' : false;
}

async function isCrossSiteRequest(env: Env, request: FastifyRequest, isCommunityOrigin: CommunityOriginCheck): Promise<boolean> {
  if (SAFE_METHODS.has(request.method) || !request.headers.cookie) return false;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const allowed = originAllowed(env, origin);
    return allowed === 'community' ? !(await isCommunityOrigin(origin)) : !allowed;
  }
  const site = request.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin' && site !== 'same-site' && site !== 'none';
}

export function registerOriginCheck(app: FastifyInstance, env: Env, isCommunityOrigin: CommunityOriginCheck) {
  app.addHook('onRequest', async (request) => {
    if (await isCrossSiteRequest(env, request, isCommunityOrigin)) throw new AppError('G01019');
  });
}
