// A success body serialised once per kept value. A value the process keeps and sends to many
// requests (a For You page) is encoded through the endpoint's response schema, with the serialiser
// every route uses, and turned into bytes once rather than once per request: the same bytes, the
// same check of the contract, done when the value is first sent.
import type { FastifyReply } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Endpoint, SuccessBodyOf } from '../../../contract/endpoint.ts';

/** The 200 body of `declared` for a value, serialised the first time that value is sent. */
export function keptBody<E extends Endpoint, V extends object>(
  declared: E,
  wrap: (value: V) => SuccessBodyOf<E>,
): (value: V) => Buffer {
  const serialise = serializerCompiler({
    schema: declared.responses[200],
    method: declared.method,
    url: declared.path,
    httpStatus: '200',
  });
  // Keyed by the kept value itself: its body goes when the value does.
  const bodies = new WeakMap<V, Buffer>();
  return (value) => {
    let body = bodies.get(value);
    if (!body) {
      body = Buffer.from(serialise(wrap(value)));
      bodies.set(value, body);
    }
    return body;
  };
}

/** Sends a body from keptBody as the route's JSON answer. */
export function sendKeptBody(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
