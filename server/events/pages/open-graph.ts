// Link previews for a SPA: the server puts Open Graph and Twitter tags into the HTML of
// /events/{handle}, so KakaoTalk, Slack or LinkedIn show the event without running JavaScript.
import type { EventRow } from '../hosts/event-access.ts';
import { descriptionToText, excerpt } from '../editing/event-description.ts';

const DESCRIPTION_MAX = 200;

export const escapeAttribute = (value: string): string =>
  value.replace(/[&<>"'`]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' })[c]!);

/**
 * Published events get a preview, SECRET ones too: they are shared by link on purpose, and the
 * preview shows no more than the page. MEMBER_ONLY events get none (their content is for members),
 * nor do drafts. Anything not findable by the public list is marked noindex.
 */
export function hasPreview(event: Pick<EventRow, 'status' | 'visibility'>): boolean {
  return event.status === 'PUBLISHED' && event.visibility !== 'MEMBER_ONLY';
}

export function openGraphTags(origin: string, event: EventRow): string {
  const absolute = (url: string) => new URL(url, origin).toString();
  const pageUrl = absolute(`/events/${event.handle}`);
  const description = excerpt(descriptionToText(event.description), DESCRIPTION_MAX);
  const image = event.coverImageUrl ? absolute(event.coverImageUrl) : null;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Moim'],
    ['property', 'og:title', event.title],
    ['property', 'og:url', pageUrl],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', event.title],
  ];
  if (description)
    tags.push(
      ['property', 'og:description', description],
      ['name', 'twitter:description', description],
      ['name', 'description', description],
    );
  if (image) tags.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
  if (event.visibility !== 'PUBLIC' || !event.listed) tags.push(['name', 'robots', 'noindex']);
  // One line per tag: whitespace (newlines in a title) is folded, then everything is escaped.
  return tags
    .map(
      ([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeAttribute(value.replace(/\s+/g, ' ').trim())}">`,
    )
    .join('\n');
}
