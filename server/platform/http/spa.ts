import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors.ts';

/** What a page's HTML gets beyond the app's index.html. */
export type PageDocument = {
  /** extra `<head>` tags, e.g. Open Graph tags for a shared event link */
  headTags?: string;
  /**
   * The public event page's data (web/public-page/page-data.ts): the page is then sent as
   * public-event.html, its small entry of its own, with the data written in.
   */
  publicEventData?: unknown;
  /** the answer depends on the request's cookies */
  variesByCookie?: boolean;
  /** the page's status when not 200 (e.g. 404 for a community host no community has) */
  status?: number;
  /** the document's title (a community site's name) */
  title?: string;
  /** the icon in the browser tab (a community's favicon) */
  faviconUrl?: string;
};
export type PageDocumentProvider = (request: FastifyRequest) => Promise<PageDocument | null>;

const API_PREFIXES = ['/v1/', '/dev/'];
const PAGE_DATA_ID = 'page-data';

function wantsPage(request: FastifyRequest): boolean {
  const url = request.url.split('?')[0];
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (url === '/v1' || API_PREFIXES.some((prefix) => url.startsWith(prefix))) return false;
  return !path.extname(url);
}

/** JSON that cannot end the `<script>` element it is written into, nor break a line in old parsers. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const readPage = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null);

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page's own title and icon, where a provider names them. */
function withTitleAndIcon(html: string, title: string | undefined, faviconUrl: string | undefined): string {
  let out = html;
  if (title !== undefined) out = out.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (faviconUrl !== undefined) {
    const link = `<link rel="icon" href="${escapeHtml(faviconUrl)}" />`;
    out = /<link rel="icon"[^>]*>/.test(out)
      ? out.replace(/<link rel="icon"[^>]*>/, link)
      : out.replace('</head>', `${link}\n</head>`);
  }
  return out;
}

/**
 * Serves the built SPA: hashed assets cached for a year, every client route answered with
 * index.html, or public-event.html where a provider hands over the public event page's data.
 * Unknown API paths still answer with the error shape.
 */
export async function registerSpa(app: FastifyInstance, distDir: string, providers: PageDocumentProvider[] = []) {
  const indexHtml = readPage(path.join(distDir, 'index.html'));
  const publicEventHtml = readPage(path.join(distDir, 'public-event.html'));
  if (indexHtml) {
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

  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    if (!indexHtml || !wantsPage(request)) return sendError(request, reply, 'G00103');
    let html = indexHtml;
    const head: string[] = [];
    let status = 200;
    let title: string | undefined;
    let faviconUrl: string | undefined;
    for (const provider of providers) {
      const document = await provider(request);
      if (!document) continue;
      status = document.status ?? status;
      title = document.title ?? title;
      faviconUrl = document.faviconUrl ?? faviconUrl;
      if (document.variesByCookie) reply.header('vary', 'cookie');
      if (document.headTags) head.push(document.headTags);
      if (document.publicEventData !== undefined && publicEventHtml) {
        html = publicEventHtml;
        head.push(`<script type="application/json" id="${PAGE_DATA_ID}">${jsonForScript(document.publicEventData)}</script>`);
      }
    }
    html = withTitleAndIcon(html, title, faviconUrl);
    if (head.length > 0) html = html.replace('</head>', `${head.join('\n')}\n</head>`);
    return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }

  app.get('/', { schema: { hide: true } }, servePage);
  app.setNotFoundHandler(servePage);
}
