// The HTML of /events and /events/my on the main site: a shell the browser paints before any
// JavaScript (the header and the list's heading over placeholder cards, in the visitor's language),
// and the route's modules fetched alongside the app's entry. The app replaces the shell once the
// route has its data. See docs/decisions/040-first-paint-on-a-slow-phone.md.
import type { FastifyRequest } from 'fastify';
import { translate } from '../../../contract/i18n/translate.ts';
import { isLocale, type Locale } from '../../../contract/locale.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { siteOfRequest } from '../../platform/http/community-host.ts';
import type { PageDocumentProvider } from '../../platform/http/spa.ts';

/** The cookie the app keeps the chosen language in (web/i18n/index.ts), beside its local storage. */
export const LANGUAGE_COOKIE = 'moim_lng';

const LISTS: Record<string, { texts: string; route: string }> = {
  '/events': { texts: 'pageShell.events', route: 'routes/events.tsx' },
  '/events/my': { texts: 'pageShell.myEvents', route: 'routes/my-events.tsx' },
};

/** The language the app will pick, as far as the server can tell: `?lng=`, the app's cookie, then the browser's. */
export function shellLocale(request: FastifyRequest): Locale {
  const query = (request.query as Record<string, unknown> | undefined)?.lng;
  if (isLocale(query)) return query;
  const cookie = request.cookies[LANGUAGE_COOKIE];
  if (isLocale(cookie)) return cookie;
  return request.locale;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// Plain CSS in the page: the app's stylesheets load after the shell has painted. Colours as the
// theme's (web/app/theme.ts), whose dimmed grey reads at 4.5:1 on white.
const STYLE = `<style>
.ms{font-family:-apple-system,BlinkMacSystemFont,"Segoe UI","Apple SD Gothic Neo","Noto Sans KR","Noto Sans CJK KR","Malgun Gothic",Roboto,"Helvetica Neue",Arial,sans-serif;color:#212529;margin:0}
.ms-bar{height:64px;border-bottom:1px solid #e9ecef;display:flex;align-items:center}
.ms-in{box-sizing:border-box;width:100%;max-width:960px;margin:0 auto;padding:0 16px}
.ms-logo{display:inline-flex;align-items:center;gap:10px}
.ms-mark{width:32px;height:32px;border-radius:28%;background:linear-gradient(135deg,#7856fd 0%,#c2255c 100%)}
.ms-word{font-size:1.3rem;font-weight:800;letter-spacing:-.03em;color:#000}
.ms-main{padding-block:48px 80px}
.ms h1{font-size:clamp(2rem,1.6rem + 1.6vw,2.6rem);letter-spacing:-.03em;font-weight:750;line-height:1.3;margin:0 0 8px}
.ms-lead{font-size:1.125rem;color:#5c6370;margin:0 0 28px;line-height:1.55}
.ms-card{height:132px;border-radius:16px;background:#f1f3f5;margin-bottom:16px}
.ms-hide{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (prefers-reduced-motion:no-preference){.ms-card{animation:ms-pulse 1.4s ease-in-out infinite}}
@keyframes ms-pulse{50%{opacity:.55}}
</style>`;

const MARK =
  '<span class="ms-mark" aria-hidden="true"><svg viewBox="0 0 32 32" width="32" height="32" focusable="false">' +
  '<circle cx="11" cy="12.5" r="4.6" fill="#fff"/><circle cx="21" cy="12.5" r="4.6" fill="#fff" fill-opacity="0.72"/>' +
  '<circle cx="16" cy="21" r="4.6" fill="#fff" fill-opacity="0.88"/></svg></span>';

/** The shell's markup: the header's logo, the list's heading and lead, three placeholder cards. */
export function eventListShellHtml(locale: Locale, texts: string): string {
  const t = (key: string) => escapeHtml(translate(locale, key));
  return (
    `${STYLE}<div class="ms">` +
    `<header class="ms-bar"><div class="ms-in"><span class="ms-logo">${MARK}<span class="ms-word">Moim</span></span></div></header>` +
    `<main class="ms-in ms-main"><h1>${t(`${texts}.heading`)}</h1><p class="ms-lead">${t(`${texts}.lead`)}</p>` +
    `<p class="ms-hide" role="status">${t('pageShell.loading')}</p>` +
    `<div aria-hidden="true"><div class="ms-card"></div><div class="ms-card"></div><div class="ms-card"></div></div>` +
    `</main></div>`
  );
}

export function eventListShell(deps: Pick<AppDeps, 'env'>): PageDocumentProvider {
  return async (request: FastifyRequest) => {
    const list = LISTS[request.url.split('?')[0].replace(/\/$/, '')];
    if (!list || siteOfRequest(deps.env, request).kind !== 'main') return null;
    const locale = shellLocale(request);
    return {
      shell: { html: eventListShellHtml(locale, list.texts), locale },
      preloadModules: [list.route],
      variesByCookie: true,
    };
  };
}
