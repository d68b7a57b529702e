// Cross-origin calls to the API with credentials: only from the main host (APP_ORIGIN) and existing
// community sites, and only when they call a host other than their own. Any other origin gets no
// CORS headers at all, so the browser keeps the answer from it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';
import { mainOrigin, siteOfRequest } from './community-host.ts';
import type { CommunityOriginCheck } from './origin-check.ts';

const METHODS = 'GET, POST, PUT, PATCH, DELETE';
const HEADERS = 'content-type, accept-language, x-guest-token';

async function allowedOrigin(env: Env, request: FastifyRequest, isCommunityOrigin: CommunityOriginCheck): Promise<string | null> {
  const origin = request.headers.origin;
  if (!origin || !request.url.startsWith('/v1/')) return null;
  if (origin === siteOfRequest(env, request).origin) return null;
  if (origin === mainOrigin(env) || (await isCommunityOrigin(origin))) return origin;
  return null;
}

function allow(reply: FastifyReply, origin: string) {
  reply.header('access-control-allow-origin', origin);
  reply.header('access-control-allow-credentials', 'true');
  reply.header('vary', 'origin');
}

export function registerCors(app: FastifyInstance, env: Env, isCommunityOrigin: CommunityOriginCheck) {
  app.addHook('onRequest', async (request, reply) => {
    const origin = await allowedOrigin(env, request, isCommunityOrigin);
    if (!origin) return;
    allow(reply, origin);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      reply
        .code(204)
        .header('access-control-allow-methods', METHODS)
        .header('access-control-allow-headers', HEADERS)
        .header('access-control-max-age', '600')
        .send();
    }
  });
}
