import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A request that says who it is: a session cookie, an Authorization header or a non-member's guest token. */
function carriesCredentials(request: FastifyRequest): boolean {
  return Boolean(request.headers.cookie || request.headers.authorization || request.headers['x-guest-token']);
}

/**
 * An answer about someone is theirs alone: no shared cache (a proxy, a CDN) or the browser's back
 * button may keep it. Routes that chose their own caching (files, calendars) keep it.
 */
export function registerPrivateAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json') && carriesCredentials(request) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'private, no-store');
    }
    return payload;
  });
}
