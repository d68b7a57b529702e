import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI JSON at /v1/docs/json and a browsable reference at /v1/docs, both from the zod schemas. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Moim API', version: '1', description: 'Events, hackathons and communities, in English and Korean.' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'moim_at' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/v1/docs', staticCSP: true });
}
