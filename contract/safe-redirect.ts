// Where a person may be sent after signing in, shared by the API (OAuth returnTo) and the browser
// (the `redirect` route, `?redirect=` on the sign-in pages): only a path on our own origin.
// Pure: runs in Node and in the browser.

export const DEFAULT_REDIRECT_TARGET = '/events';
const MAX_LENGTH = 2048;

/** The value and up to three rounds of percent-decoding it; undecodable input counts as hostile. */
function decodedForms(value: string): string[] | null {
  const forms = [value];
  let current = value;
  for (let i = 0; i < 3; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

/**
 * Where to send someone after signing in: only a path on our own origin, else the fallback.
 * Anything that could leave the site — other origins, "//host", "/\host", schemes such as
 * javascript:, and percent-encoded or whitespace-smuggled forms of those — is refused.
 */
export function safeRedirectTarget(target: unknown, appOrigin: string, fallback = DEFAULT_REDIRECT_TARGET): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_LENGTH) return fallback;
  // Browsers read "\" as "/" and drop tabs and newlines: "/\t/evil.com" is "//evil.com" to them.
  if (/[\\\u0000-\u0020\u007f]/.test(target)) return fallback;
  const origin = new URL(appOrigin).origin;
  const isPath = target.startsWith('/') && !target.startsWith('//');
  const isOwnUrl = target.toLowerCase().startsWith(`${origin.toLowerCase()}/`);
  if (!isPath && !isOwnUrl) return fallback;

  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  const forms = decodedForms(path);
  if (!forms) return fallback;
  for (const form of forms) {
    if (/^(?:\/[/\\]|\\)/.test(form.replace(/[\t\n\r]/g, ''))) return fallback;
  }
  return path;
}
