// RFC 2046 caps a multipart boundary at 70 characters. The parser's search cannot take a
// much longer one (it throws, which was a 500): refuse any longer boundary before a route reads.
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

export const MAX_MULTIPART_BOUNDARY = 70;

/** The boundary parameter of a multipart content type (quoted or not); null when there is none. */
export function multipartBoundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^\s*multipart\//i.test(contentType)) return null;
  const match = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? '') : null;
}

export function registerMultipartBoundaryCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const boundary = multipartBoundaryOf(request.headers['content-type']);
    if (boundary !== null && boundary.length > MAX_MULTIPART_BOUNDARY) throw new AppError('G00101');
  });
}
