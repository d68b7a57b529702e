// Which site a request is for: the main host, or a community's site at {handle}.<COMMUNITY_DOMAIN>.
// Community sites share APP_ORIGIN's scheme and port; any other host name is the main host.
import type { FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';

type HostEnv = Pick<Env, 'APP_ORIGIN' | 'COMMUNITY_DOMAIN'>;

export type Site = { kind: 'main'; origin: string } | { kind: 'community'; handle: string; origin: string };

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The origin of a community's site, e.g. http://acme.localhost:3000. */
export function communityOrigin(env: HostEnv, handle: string): string {
  const app = new URL(env.APP_ORIGIN);
  return `${app.protocol}//${handle.toLowerCase()}.${env.COMMUNITY_DOMAIN}${app.port ? `:${app.port}` : ''}`;
}

export function mainOrigin(env: HostEnv): string {
  return new URL(env.APP_ORIGIN).origin;
}

/** The community handle a host name (with or without a port) names, or null for the main host. */
export function communityHandleOfHost(env: HostEnv, host: string | undefined): string | null {
  if (!host) return null;
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const suffix = `.${env.COMMUNITY_DOMAIN}`;
  if (!name.endsWith(suffix)) return null;
  const label = name.slice(0, -suffix.length);
  return LABEL.test(label) ? label : null;
}

export function siteOf(env: HostEnv, host: string | undefined): Site {
  const handle = communityHandleOfHost(env, host);
  return handle ? { kind: 'community', handle, origin: communityOrigin(env, handle) } : { kind: 'main', origin: mainOrigin(env) };
}

/** The site the request was sent to (its Host header, or X-Forwarded-Host behind a trusted proxy). */
export const siteOfRequest = (env: HostEnv, request: FastifyRequest): Site => siteOf(env, request.host);

/** What a session opened by this request is bound to: the community's origin, or null for the main host. */
export function sessionOriginOf(env: HostEnv, request: FastifyRequest): string | null {
  const site = siteOfRequest(env, request);
  return site.kind === 'community' ? site.origin : null;
}
