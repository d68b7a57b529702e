import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors.ts';

/** Extra `<head>` tags for a page, e.g. Open Graph tags for a shared event link. */
export type HeadTagsProvider = (request: FastifyRequest) => Promise<string | null>;

const API_PREFIXES = ['/v1/', '/dev/'];

function wantsPage(request: FastifyRequest): boolean {
  const url = request.url.split('?')[0];
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (url === '/v1' || API_PREFIXES.some((prefix) => url.startsWith(prefix))) return false;
  return !path.extname(url);
}

/**
 * Serves the built SPA: hashed assets cached for a year, every client route answered with
 * index.html. Unknown API paths still answer with the error shape.
 */
export async function registerSpa(app: FastifyInstance, distDir: string, headTags: HeadTagsProvider[] = []) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: true,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : null;

  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    if (!indexHtml || !wantsPage(request)) return sendError(request, reply, 'G00103');
    let html = indexHtml;
    for (const provider of headTags) {
      const tags = await provider(request);
      if (tags) html = html.replace('</head>', `${tags}\n</head>`);
    }
    return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }

  app.get('/', { schema: { hide: true } }, servePage);
  app.setNotFoundHandler(servePage);
}
