import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type Locale, pickLocale } from '../../../contract/locale.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request's messages: Accept-Language, else English. */
    locale: Locale;
  }
}

const SECRET_QUERY_PARAMS = /([?&](?:code|token|state|otp|secret|password|key)=)[^&#]*/gi;

/** URLs can carry one-time codes (sign-in callbacks, links in emails): never log them. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[redacted]');
}

export function newRequestId(): string {
  return randomUUID();
}

export function registerRequestContext(app: FastifyInstance) {
  app.decorateRequest('locale', 'en');
  app.addHook('onRequest', async (request, reply) => {
    request.locale = pickLocale(request.headers['accept-language']);
    reply.header('x-request-id', request.id);
  });
  // One line per request, written when the answer is known.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
}
