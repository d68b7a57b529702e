import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, SuccessBodyOf } from '../../../contract/endpoint.ts';

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

/** A handler answers with the success body, or sends the reply itself (a status, a stream, a file). */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<SuccessBodyOf<E> | FastifyReply>;

/** What a route adds to its endpoint: rate limits, hooks, a smaller body limit. */
export type RouteExtras = Omit<RouteShorthandOptions, 'schema'>;

/** The OpenAPI description: the endpoint's own words and the codes it may answer with. */
function describe(declared: Endpoint): string {
  if (declared.errors.length === 0) return declared.description;
  return `${declared.description}\n\nError codes: ${declared.errors.join(', ')}.`;
}

/** Registers the route of a declared endpoint: its method, path and schemas come from the contract. */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  declared: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
) {
  app.route({
    ...extras,
    method: declared.method,
    url: declared.path,
    schema: {
      tags: [...declared.tags],
      description: describe(declared),
      ...(declared.params ? { params: declared.params } : {}),
      ...(declared.query ? { querystring: declared.query } : {}),
      ...(declared.body ? { body: declared.body } : {}),
      response: declared.responses,
      ...(declared.consumes ? { consumes: [...declared.consumes] } : {}),
      ...(declared.produces ? { produces: [...declared.produces] } : {}),
      ...(declared.hidden ? { hide: true } : {}),
    },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
