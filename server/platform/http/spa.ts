import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../../contract/locale.ts';
import { PAGE_DATA_ID } from '../../../contract/page-json.ts';
import { readBuildManifest, type ModuleFiles } from './build-manifest.ts';
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
  /**
   * What the page paints from the HTML before its JavaScript runs (the app removes it when it
   * renders): markup put before `#root`, in `locale`, which also becomes the document's language.
   */
  shell?: { html: string; locale: Locale };
  /** source modules of the first route (build manifest keys): fetched with the entry, not after it */
  preloadModules?: string[];
};
export type PageDocumentProvider = (request: FastifyRequest) => Promise<PageDocument | null>;

const API_PREFIXES = ['/v1/', '/dev/'];
const ROOT = '<div id="root"></div>';
const SHELL_ID = 'page-shell';
const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;

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

/** The element that carries `value` to the page's scripts under `id` (contract/page-json.ts). */
export const jsonScriptTag = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${jsonForScript(value)}</script>`;

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
 * The page with a shell before #root. The stylesheets move from the head to between the two, so the
 * shell (styled inline) paints while they load: a stylesheet in the head holds back the whole page,
 * one in the body only what follows it. The app's scripts still wait for them before running, and
 * the app (web/app/start-app.tsx) removes the shell when it renders into #root, after them, as it
 * would after the head's.
 */
function withShell(html: string, shell: { html: string; locale: Locale }, routeStyles: string[]): string {
  const styles = [...(html.match(STYLESHEET) ?? []), ...routeStyles].join('');
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${shell.locale}"`)
    .replace(STYLESHEET, '')
    .replace(ROOT, `<div id="${SHELL_ID}">${shell.html}</div>${styles}\n    ${ROOT}`);
}

/** Links that fetch a route's modules and styles alongside the entry, instead of once the router asks. */
function preloadLinks(files: ModuleFiles, html: string) {
  const missing = (href: string) => !html.includes(`"${href}"`);
  return {
    scripts: files.scripts.filter(missing).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    styles: files.styles.filter(missing).map((href) => `\n    <link rel="stylesheet" crossorigin href="${href}">`),
  };
}

/**
 * Serves the built SPA: hashed assets cached for a year, every client route answered with
 * index.html, or public-event.html where a provider hands over the public event page's data.
 * Unknown API paths still answer with the error shape.
 */
export async function registerSpa(app: FastifyInstance, distDir: string, providers: PageDocumentProvider[] = []) {
  const indexHtml = readPage(path.join(distDir, 'index.html'));
  const publicEventHtml = readPage(path.join(distDir, 'public-event.html'));
  const filesFor = readBuildManifest(distDir);
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
    let shell: PageDocument['shell'];
    const preload: string[] = [];
    const vary = new Set<string>();
    for (const provider of providers) {
      const document = await provider(request);
      if (!document) continue;
      status = document.status ?? status;
      title = document.title ?? title;
      faviconUrl = document.faviconUrl ?? faviconUrl;
      if (document.variesByCookie) vary.add('cookie');
      // The shell is written in the language the request names (query, cookie or Accept-Language).
      if (document.shell) vary.add('cookie').add('accept-language');
      if (document.headTags) head.push(document.headTags);
      if (document.shell) shell = document.shell;
      if (document.preloadModules) preload.push(...document.preloadModules);
      if (document.publicEventData !== undefined && publicEventHtml) {
        html = publicEventHtml;
        head.push(jsonScriptTag(PAGE_DATA_ID, document.publicEventData));
      }
    }
    if (vary.size > 0) reply.header('vary', [...vary].join(', '));
    const isApp = html === indexHtml;
    html = withTitleAndIcon(html, title, faviconUrl);
    const route = preloadLinks(filesFor(isApp ? preload : []), html);
    head.push(...route.scripts);
    if (shell && isApp) html = withShell(html, shell, route.styles);
    else head.push(...route.styles);
    if (head.length > 0) html = html.replace('</head>', `${head.join('\n')}\n</head>`);
    return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }

  app.get('/', { schema: { hide: true } }, servePage);
  app.setNotFoundHandler(servePage);
}
