// One sign-in across the main host and every community site. A community site cannot read the main
// host's cookie, so the server hands a session over with a signed one-time code: the page goes
// (top level) to `<main>/v1/auth/handoff?to=<this origin>&next=<path>` and comes back signed in, or
// with `handoff=none` when the main host has no session either (`handoff=failed` when the code did
// not work).
import { pathOf } from '../../../../contract/endpoint.ts';
import { handOffSession } from '../../../../contract/endpoints/identity/handoff.ts';
import { urlFor } from '../../../api/http.ts';

const TRIED_KEY = 'moim.handoff.tried';
/** Within this, a page that already went once does not go again (no loop, even if `handoff=none` is lost). */
const RETRY_AFTER_MS = 5 * 60_000;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** Whether a signed-out community page should ask the main host for its session now; marks the try. */
export function shouldAskMainHost(url: URL, storage: Storage, now = Date.now()): boolean {
  if (url.searchParams.has('handoff')) {
    storage.setItem(TRIED_KEY, String(now));
    return false;
  }
  const tried = Number(storage.getItem(TRIED_KEY) ?? 'NaN');
  if (Number.isFinite(tried) && now - tried < RETRY_AFTER_MS) return false;
  storage.setItem(TRIED_KEY, String(now));
  return true;
}

/** The main host's handoff URL that brings this page's session (if any) back to `url`. */
export function askMainHostUrl(appOrigin: string, url: URL): string {
  const next = `${url.pathname}${url.search}${url.hash}`;
  return `${appOrigin}${urlFor(pathOf(handOffSession), { to: url.origin, next })}`;
}

/** After signing in here: this site's handoff, which signs the main host in too and comes back to `next`. */
export function signInMainHostUrl(appOrigin: string, next: string): string {
  return urlFor(pathOf(handOffSession), { to: appOrigin, next });
}

/** The address without `handoff=none` (or `failed`), once it has done its work. */
export function withoutHandoffMark(url: URL): string | null {
  if (!url.searchParams.has('handoff')) return null;
  const clean = new URL(url);
  clean.searchParams.delete('handoff');
  return `${clean.pathname}${clean.search}${clean.hash}`;
}
