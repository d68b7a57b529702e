import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Env } from '../env.ts';

/**
 * OpenAPI JSON at /v1/docs/json and a browsable reference at /v1/docs, both from the zod schemas.
 * With DOCS_ENABLED=false (the default in production) neither is served; the document still exists
 * inside (`app.swagger()`).
 */
export async function registerOpenApi(app: FastifyInstance, env: Pick<Env, 'DOCS_ENABLED'>) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Moim API', version: '1', description: 'Events, hackathons and communities, in English and Korean.' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'moim_at' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (env.DOCS_ENABLED) await app.register(swaggerUi, { routePrefix: '/v1/docs', staticCSP: true });
}
